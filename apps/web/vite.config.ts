import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import { DEVELOPMENT_VERIFY_KEY } from '@petal/contract/constants';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const apiTarget = process.env.PETAL_API_URL ?? 'http://127.0.0.1:3000';

/**
 * In development the page comes from Vite, so Vite fills in the verify key; in production
 * the API fills the same placeholder when it serves index.html.
 */
function verifyKeyForDevelopment(): Plugin {
  return {
    name: 'petal-verify-key',
    apply: 'serve',
    transformIndexHtml: (html) =>
      html.replaceAll('__PETAL_VERIFY_KEY__', process.env.VERIFY_KEY ?? DEVELOPMENT_VERIFY_KEY),
  };
}

const iconPath = '/src/app/shell/petal-flower.svg';

/**
 * The tab icon (the header's flower, app/shell/petal-flower.svg) written into the built page
 * as a data: URL, as the header's import of it is: a first visit asks for no icon file beside
 * the app's code. In development Vite serves the file itself.
 */
function inlineIcon(): Plugin {
  return {
    name: 'petal-inline-icon',
    apply: 'build',
    // Before Vite's own pass would make the link a file of its own.
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const svg = readFileSync(path.join(import.meta.dirname, iconPath), 'utf8').trim();
        return html.replace(`href="${iconPath}"`, `href="data:image/svg+xml,${encodeURIComponent(svg)}"`);
      },
    },
  };
}

const localesDir = path.resolve(import.meta.dirname, 'locales');

/** The translation files, each language's namespaces in one object: `{ <ns>: { ... } }`. */
function readLocaleBundles(): Map<string, string> {
  const bundles = new Map<string, string>();
  for (const language of readdirSync(localesDir).sort()) {
    const bundle: Record<string, unknown> = {};
    for (const file of readdirSync(path.join(localesDir, language)).sort()) {
      if (!file.endsWith('.json')) continue;
      bundle[file.slice(0, -'.json'.length)] = JSON.parse(
        readFileSync(path.join(localesDir, language, file), 'utf8'),
      );
    }
    bundles.set(language, JSON.stringify(bundle));
  }
  return bundles;
}

const localeBundles = readLocaleBundles();
const localeNamespaces = Object.keys(JSON.parse(localeBundles.get('en') ?? '{}'));

/**
 * The translations of a language are one file, /locales/<lng>.json, holding all its
 * namespaces (~6 KB compressed): one request as the app starts instead of one per namespace
 * as each page first renders, which on a slow phone network was a chain of round trips
 * before a page could show its text. The files are edited per namespace in locales/.
 */
function localeBundleFiles(): Plugin {
  return {
    name: 'petal-locale-bundles',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const language = /^\/locales\/([a-z]+)\.json(\?|$)/.exec(request.url ?? '')?.[1];
        const bundle = language ? readLocaleBundles().get(language) : undefined;
        if (!bundle) return next();
        response.setHeader('content-type', 'application/json');
        response.end(bundle);
      });
    },
    generateBundle() {
      for (const [language, bundle] of localeBundles) {
        this.emitFile({ type: 'asset', fileName: `locales/${language}.json`, source: bundle });
      }
    },
  };
}

/**
 * A fingerprint of the translations: the app asks for /locales/<lng>.json?v=<it>, so the
 * server can let browsers cache them for a year and a changed file is a new URL.
 */
function localesVersion(): string {
  const hash = createHash('sha256');
  for (const [language, bundle] of localeBundles) hash.update(language).update(bundle);
  return hash.digest('hex').slice(0, 12);
}

/**
 * react-router's package exports point every condition at its development build (warnings,
 * invariant messages, slower paths; remix-run/react-router#12532, #14753). The production
 * build ships beside it, sharing its chunks; a production bundle takes that one.
 */
const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
];

/**
 * How the build cuts the app into files (decision 020). The shell and the libraries every
 * page runs on are one `app` chunk; each page is one chunk of its own, with the small modules
 * it shares with other pages copied in rather than fetched as files of their own. Left to
 * itself the bundler made 8 files for the shell and up to 15 more for a page, a few hundred
 * bytes each, and on a phone's connection every one costs a round trip in the queue.
 */
const codeSplitting = {
  groups: [
    {
      name: 'app',
      test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|i18next|react-i18next|i18next-resources-to-backend|country-flag-icons|use-sync-external-store)[\\/]|apps[\\/]web[\\/]src[\\/](app[\\/]|main\.tsx)/,
      priority: 10,
    },
    {
      // The features' styles in one stylesheet that any page needing them loads once.
      name: 'pages',
      test: /apps[\\/]web[\\/]src[\\/]features[\\/].*\.css$/,
      priority: 5,
    },
  ],
  // Source bytes, before minification: shared modules up to this size are copied into each
  // page that uses them; a shared chunk bigger than this stays a file of its own. Styles are
  // never copied: a stylesheet in two pages' CSS files would be added to the document again
  // by each page, moving its rules after the others and changing which ones win.
  experimentalInlineCommonChunks: { maxSize: 10 * 1024, exclude: /\.css(\?|$)/ },
};

/**
 * Scripts, styles and translation files compressed once, at build time, at the best ratio
 * (brotli 11, gzip 9), beside each file as `.br` and `.gz`; the server sends those as they
 * are (apps/api/src/platform/web-app.ts). Compressing per request costs the server CPU on
 * every download and, at the fast settings that allows, some 10% more bytes over the wire.
 * Source maps are left out: only developer tools ask for them.
 */
const precompressed = compression({
  include: /\.(js|css|json|svg)$/,
  exclude: [/\.map$/, /(^|[\\/])\.vite[\\/]/],
  // Small files too: the server would otherwise compress them on each request.
  threshold: 0,
  skipIfLargerOrEqual: true,
  algorithms: [
    defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    defineAlgorithm('gzip', { level: 9 }),
  ],
});

export default defineConfig(({ command }) => ({
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  plugins: [react(), verifyKeyForDevelopment(), inlineIcon(), localeBundleFiles(), precompressed],
  define: {
    __LOCALES_VERSION__: JSON.stringify(localesVersion()),
    __LOCALE_NAMESPACES__: JSON.stringify(localeNamespaces),
  },
  server: {
    host: '127.0.0.1',
    proxy: { '/api': apiTarget, '/media': apiTarget },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    rolldownOptions: { output: { codeSplitting } },
  },
}));
