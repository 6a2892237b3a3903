// Stands in for a CSS import in the server build (build-tools/server.cjs).
module.exports = {};
