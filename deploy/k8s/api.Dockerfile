# The API image: the built checkout, as docker-compose.yml mounts it (api/dist with its node_modules and
# shared/dist). Build on Linux x86-64 with glibc after the production build (argon2's native binary must
# match the image), from the repository root:
#   docker build -f deploy/k8s/api.Dockerfile -t registry.example.com/shop/api:1.0.0 .
FROM node:20-bookworm-slim
WORKDIR /app
COPY . .
USER node
ENV NODE_ENV=production
EXPOSE 8080
CMD ["node", "api/dist/server.js"]
