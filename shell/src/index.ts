// The design tokens load with the document (a stylesheet link), before any remote.
import 'shared-ui/tokens.css';
import { preferredLanguage } from 'shared-ui/language';
import { startEarly } from './startup/early-start';
import { fetchShellHindi } from './startup/shell-hindi';

if (preferredLanguage() === 'hi') fetchShellHindi();

// Async boundary: shared modules (react, jotai, shared-ui) are negotiated before any app code runs. It
// opens once the first page's files are on their way (see early-start.ts); the shared chunks are
// already downloading (index.html preloads them).
void startEarly(window.location.pathname).then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
