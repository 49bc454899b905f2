import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {IntlMessageFormat} from 'intl-messageformat';
import type {Plugin} from 'vite';
import {describe, expect, it, vi} from 'vitest';
import {compileCatalog, compiledCatalogs} from '../vitePlugins';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const hook = (plugin: Plugin, name: 'resolveId' | 'load') => plugin[name] as unknown as Hook;

const server = fileURLToPath(new URL('./i18n.server.ts', import.meta.url));
const catalogFile = (locale: string) => fileURLToPath(new URL(`../lang/${locale}.json`, import.meta.url));

/** Vite's plugin context, as far as the plugin uses it: resolving the catalog and watching it. */
const context = {
  resolve: (source: string) =>
    Promise.resolve({id: fileURLToPath(new URL(source.replace(/^\.\.\//, '../'), import.meta.url))}),
  addWatchFile: vi.fn(),
};

describe('compiledCatalogs', () => {
  it("gives the server's i18n module each catalog compiled, and leaves other importers its strings", async () => {
    const plugin = compiledCatalogs();
    const resolveId = hook(plugin, 'resolveId');
    const id = (await resolveId.call(context, '../lang/en.json', server, {})) as string;
    expect(id).toBe(`\0nada-compiled-catalog:${catalogFile('en')}`);
    expect(
      await resolveId.call(context, '../lang/en.json', server.replace('i18n.server', 'root'), {}),
    ).toBeNull();
    expect(await resolveId.call(context, './routing/catalogs', server, {})).toBeNull();

    const code = hook(plugin, 'load').call(context, id) as string;
    expect(context.addWatchFile).toHaveBeenCalledWith(catalogFile('en'));
    const catalog = JSON.parse(readFileSync(catalogFile('en'), 'utf8')) as Record<string, string>;
    expect(JSON.parse(code)).toEqual(compileCatalog(catalog));
    expect(hook(plugin, 'load').call(context, catalogFile('en'))).toBeNull();
  });

  it('compiles every message of both languages to what the runtime formats as its text, and survives JSON', () => {
    for (const locale of ['id', 'en']) {
      const catalog = JSON.parse(readFileSync(catalogFile(locale), 'utf8')) as Record<string, string>;
      const compiled = compileCatalog(catalog);
      expect(Object.keys(compiled)).toEqual(Object.keys(catalog));
      // The build writes it as JSON: nothing in the AST may be lost on the way.
      expect(JSON.parse(JSON.stringify(compiled))).toEqual(compiled);
      for (const [messageId, message] of Object.entries(catalog)) {
        const ast = compiled[messageId] ?? [];
        // The messages without arguments, which need no values to format.
        if (ast.some((element) => element.type !== 0)) continue;
        expect(new IntlMessageFormat(ast, locale).format(), messageId).toBe(
          new IntlMessageFormat(message, locale).format(),
        );
      }
    }
  });
});
