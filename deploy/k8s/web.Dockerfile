# The static builds behind nginx; the configuration is deploy/nginx.conf, mounted from the ConfigMap
# shop-web-nginx (web.yaml). From the repository root, after the production build:
#   docker build -f deploy/k8s/web.Dockerfile -t registry.example.com/shop/web:1.0.0 .
FROM nginx:1.27
COPY host/dist /srv/host
COPY mf-back-office/dist /srv/mf/mf-back-office
COPY mf-cabinet/dist /srv/mf/mf-cabinet
COPY mf-content/dist /srv/mf/mf-content
COPY mf-search/dist /srv/mf/mf-search
COPY mf-cart-checkout/dist /srv/mf/mf-cart-checkout
COPY mf-catalogs/dist /srv/mf/mf-catalogs
