/*
 * The resume fonts for the live preview and the browser's print: fontsource's own CSS (weights 400 and
 * 700; bengali, latin and latin-ext subsets, each limited by unicode-range), so Vite bundles the woff2
 * files and they are served from our origin (CSP font-src 'self'; no CDN). Imported only by the preview
 * components, which load with the lazy builder pages, never by the app shell. The browser downloads a file
 * only when a sheet uses that family and script.
 */
import '@fontsource/noto-sans-bengali/400.css';
import '@fontsource/noto-sans-bengali/700.css';
import '@fontsource/hind-siliguri/400.css';
import '@fontsource/hind-siliguri/700.css';
import '@fontsource/noto-serif-bengali/400.css';
import '@fontsource/noto-serif-bengali/700.css';
