import { describe, expect, it } from 'vitest';
import { defaultHomeContent, homeContentSchema, homeHeading, homeStandIns, isOwnPicture } from '../src/index.js';

describe('homeContentSchema', () => {
  it('when the first install’s texts are checked, then they pass unchanged', () => {
    expect(homeContentSchema.parse(defaultHomeContent)).toEqual(defaultHomeContent);
  });

  it('when the hero picture is left empty, then there is none; texts are trimmed', () => {
    const content = structuredClone(defaultHomeContent) as unknown as Record<string, Record<string, unknown>>;
    content.hero!.imageUrl = '';
    content.hero!.lead = { de: '  Pasta  ', en: 'Pasta' };
    expect(homeContentSchema.parse(content).hero).toMatchObject({ imageUrl: null, lead: { de: 'Pasta' } });
  });

  it.each([
    ['/api/media/0b1c2d3e-0000-4000-8000-000000000000.jpg', true],
    ['/api/media/seed/food-tagliatelle-ragu.svg', true],
    ['https://images.example.org/hero.jpg', false],
    ['//evil.example/hero.jpg', false],
    ['/api/media/seed/../../etc/passwd', false],
    ['javascript:alert(1)', false],
  ])('when a picture is %s, then ours: %s', (url, ours) => {
    expect(isOwnPicture(url)).toBe(ours);
  });

  it('when a heading holds a line break or a card is missing, then each is named with its message key', () => {
    const content = structuredClone(defaultHomeContent);
    content.original.title.de = 'Das\nOriginal';
    content.features = content.features.slice(0, 2);
    const result = homeContentSchema.safeParse(content);
    const issues = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(issues).toEqual({ 'original.title.de': 'common.oneLine', features: 'homeContent.features.count' });
  });
});

describe('homeStandIns and the heading', () => {
  it('when fields hold a bracketed stand-in, then their paths are listed in the form’s order', () => {
    const content = structuredClone(defaultHomeContent);
    expect(homeStandIns(content)).toEqual([]);
    content.hero.lead.en = '[Your welcome in English]';
    content.features[2]!.title.de = ' [Dritte Karte] ';
    expect(homeStandIns(content)).toEqual(['hero.lead.en', 'features.2.title.de']);
  });

  it('when the heading names {name}, then guests read the restaurant’s name there', () => {
    expect(homeHeading('Willkommen in der {name}', 'Trattoria Da Marco')).toBe('Willkommen in der Trattoria Da Marco');
  });
});
