// The document's first-screen stylesheet, imported by the entry for its side effect only.
declare module '*/first-screen.css';
