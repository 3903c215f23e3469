// hls.js ships no types for its light build; its API is the full build's (same classes, fewer features).
declare module 'hls.js/light' {
  export { default } from 'hls.js';
}
