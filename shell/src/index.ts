// The design tokens load with the document (a stylesheet link), before any remote.
import 'shared-ui/tokens.css';
import { startEarly } from './startup/early-start';

startEarly(window.location.pathname);

// Async boundary: shared modules (react, jotai, shared-ui) are negotiated before any app code runs.
import('./bootstrap');
