import { DEFAULT_SETTINGS, LIMITS, loadSettings, saveSettings, SETTINGS_KEY, stepSetting, validSettings, type SettingsArea } from '../../src/reader/settings';

function memoryArea(initial: Record<string, unknown> = {}): SettingsArea & { data: Record<string, unknown> } {
  const data = { ...initial };
  return { data, get: async (k) => (k in data ? { [k]: data[k] } : {}), set: async (items) => void Object.assign(data, items) };
}

describe('reader settings', () => {
  it('fall back field by field on anything invalid', () => {
    expect(validSettings(undefined)).toEqual(DEFAULT_SETTINGS);
    expect(validSettings({ theme: 'neon', font: 'comic', fontSize: 'big', lineHeight: NaN, width: null })).toEqual(DEFAULT_SETTINGS);
    expect(validSettings({ theme: 'sepia', font: 'mono' })).toMatchObject({ theme: 'sepia', font: 'mono', fontSize: DEFAULT_SETTINGS.fontSize });
  });

  it('clamp numbers into their bounds and onto the step grid', () => {
    const s = validSettings({ fontSize: 500, lineHeight: 0.2, width: 61 });
    expect(s.fontSize).toBe(LIMITS.fontSize.max);
    expect(s.lineHeight).toBe(LIMITS.lineHeight.min);
    expect(s.width).toBe(60);
  });

  it('step up and down without floating-point drift, and stop at the bounds', () => {
    let s = validSettings({ lineHeight: 1.2 });
    for (let i = 0; i < 3; i++) s = stepSetting(s, 'lineHeight', 1);
    expect(s.lineHeight).toBe(1.5);
    for (let i = 0; i < 40; i++) s = stepSetting(s, 'lineHeight', 1);
    expect(s.lineHeight).toBe(LIMITS.lineHeight.max);
    expect(stepSetting(validSettings({ fontSize: LIMITS.fontSize.min }), 'fontSize', -1).fontSize).toBe(LIMITS.fontSize.min);
  });

  it('load and save through a storage area, validating what was stored', async () => {
    const area = memoryArea({ [SETTINGS_KEY]: { theme: 'dark', fontSize: 99 } });
    expect(await loadSettings(area)).toMatchObject({ theme: 'dark', fontSize: LIMITS.fontSize.max });
    await saveSettings(area, { ...DEFAULT_SETTINGS, width: 75 });
    expect(area.data[SETTINGS_KEY]).toEqual({ ...DEFAULT_SETTINGS, width: 75 });
    const broken: SettingsArea = { get: () => Promise.reject(new Error('quota')), set: async () => undefined };
    expect(await loadSettings(broken)).toEqual(DEFAULT_SETTINGS);
  });
});
