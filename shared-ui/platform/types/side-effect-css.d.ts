declare module '*tokens.css';
