// Async boundary: shared modules (react, jotai, shared-ui) are negotiated before any app code runs.
import('./bootstrap');
