import path from 'node:path';
import { rolldown, type Plugin } from 'rolldown';

/**
 * Bundles the standalone source (ESM that `require`s ajv/dist/runtime/*) into one self-contained ESM module:
 * no `require`, no `new Function`, so it runs in the browser under a strict CSP.
 * `entryPath` is where the source notionally lives; packages are resolved from there. Nothing is written to it.
 */
export async function bundleStandalone(source: string, entryPath: string): Promise<string> {
  const bundle = await rolldown({
    input: entryPath,
    platform: 'browser',
    logLevel: 'warn',
    plugins: [virtualEntry(entryPath, source), stripRuntimeCodeStrings()],
  });
  try {
    const { output } = await bundle.generate({ format: 'esm' });
    if (output.length !== 1 || output[0].type !== 'chunk') throw new Error('Expected one chunk from rolldown.');
    // Drop rolldown's `// path/of/module.js` region comments: the output is then the same wherever it is built.
    return output[0].code.replace(/^\/\/ .*\n/gm, '');
  } finally {
    await bundle.close();
  }
}

function virtualEntry(entryPath: string, source: string): Plugin {
  return {
    name: 'validators-entry',
    resolveId: (id) => (id === entryPath ? entryPath : null),
    load: (id) => (id === entryPath ? { code: source, moduleType: 'js' } : null),
  };
}

/**
 * ajv's runtime helpers carry a `fn.code = 'require("ajv/dist/runtime/...")'` string for ajv's own code
 * generation. The bundle never uses it; dropping it keeps the output free of any `require(` text.
 */
function stripRuntimeCodeStrings(): Plugin {
  const runtimeDir = `${path.sep}ajv${path.sep}dist${path.sep}runtime${path.sep}`;
  return {
    name: 'strip-ajv-runtime-code-strings',
    transform(code, id) {
      if (!id.includes(runtimeDir)) return null;
      return { code: code.replace(/^\s*[\w.]+\.code\s*=\s*['"`]require\(.*$/gm, ''), map: null };
    },
  };
}
