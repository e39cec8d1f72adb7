/** Where the site serves its runtime configuration, beside index.html: read at start-up, when following the live site, and to ask whether the site answers. */
export const RUNTIME_CONFIG_URL = '/runtime-config.json';
