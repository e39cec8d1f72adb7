// Stands in for the packages that only react-router's server helpers use (see SERVER_ONLY_PACKAGES in
// rspack-app.mjs): the browser builds never call them.
module.exports = {};
