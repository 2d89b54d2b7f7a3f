import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultsModule, describedDefaultWarnings, widgetDefaultModules } from '../../tools/gen/defaults.ts';
import { listSchemaFiles, type SchemaFile } from '../../tools/gen/schemaFiles.ts';

const widget = (properties: Record<string, unknown>): SchemaFile => ({
  abs: '',
  rel: 'widgets/demo.schema.json',
  schema: { title: 'DemoProps', type: 'object', properties },
});

describe('defaults stated in descriptions', () => {
  it("today's schemas state no default their `default` keyword lacks", () => {
    expect(describedDefaultWarnings(listSchemaFiles(join(import.meta.dirname, '..', '..', 'schemas')))).toEqual([]);
  });

  it('warns on a stated default without a keyword, and on one that disagrees with it', () => {
    const warnings = describedDefaultWarnings([
      widget({
        speed: { type: 'integer', description: 'Slide transition in ms (default 1000).' },
        delay: { type: 'integer', default: 4000, description: 'Time each banner shows (default 5000).' },
        presets: { type: 'array', default: [100, 500], description: 'Preset amounts (default 100, 500, 1000).' },
        to: { type: 'string', description: 'Where to go; defaults to /m/home.' },
        flag: { type: 'boolean', description: 'Offer it (default: true).' },
      }),
    ]);
    expect(warnings).toEqual([
      expect.stringMatching(/\/properties\/speed: the description states "default 1000\)" but the property has no `default` keyword/),
      expect.stringMatching(/\/properties\/delay: .*the `default` keyword is 4000/),
      expect.stringMatching(/\/properties\/presets: .*the `default` keyword is \[100,500\]/),
      expect.stringMatching(/\/properties\/to: .*no `default` keyword/),
      expect.stringMatching(/\/properties\/flag: .*no `default` keyword/),
    ]);
  });

  it('is quiet on agreeing keywords and on computed defaults, which no keyword can state', () => {
    const warnings = describedDefaultWarnings([
      widget({
        speed: { type: 'integer', default: 1000, description: 'Slide transition in ms (default 1000).' },
        kinds: { type: 'array', default: ['mobile', 'email'], description: 'Which contacts (default mobile, then email).' },
        to: { type: 'string', description: 'Where to go (default /m/home once signed in, /m/login otherwise).' },
        preset: { type: 'string', description: 'The range shown first (default the first of presets).' },
        titleKey: { type: 'string', description: 'Heading (default deposit_history or withdraw_history).' },
      }),
    ]);
    expect(warnings).toEqual([]);
  });

  it("generates the keys the defaults make present, and each widget's defaults as data in a module of its own", () => {
    const files = [widget({ speed: { type: 'integer', default: 1000 }, label: { type: 'string' } })];
    const text = defaultsModule(files);
    expect(text).toContain("  demo: 'speed';");
    // Not in the shared module: a widget's defaults load with the widget's code.
    expect(text).not.toContain('widgetDefaults');
    const modules = widgetDefaultModules(files);
    expect([...modules.keys()]).toEqual(['widgetDefaults/demo.ts']);
    expect(modules.get('widgetDefaults/demo.ts')).toContain(
      "export const defaults: Given<WidgetPropsMap['demo'], WidgetDefaultKeys['demo']> = { speed: 1000 };",
    );
  });
});
