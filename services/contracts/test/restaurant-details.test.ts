import { describe, expect, it } from 'vitest';
import {
  defaultRestaurantDetails,
  internationalPhone,
  restaurantDetailsSchema,
  restaurantStandIns,
  telHref,
  toE164,
} from '../src/index.js';

describe('toE164', () => {
  it.each([
    ['+49 30 1234 5678', '+493012345678'],
    ['030 1234 5678', '+493012345678'],
    ['0049 (30) 1234-5678', '+493012345678'],
    ['+39 06 123 4567', '+39061234567'],
    ['0171/1234567', '+491711234567'],
  ])('when an owner types %s, then it is %s', (typed, e164) => {
    expect(toE164(typed)).toBe(e164);
  });

  it.each(['12', '1234 5678', '+0 30 1234', 'Telefon', '+49 30 1234 5678 9999 9999'])(
    'when %s is typed, then it is no number',
    (typed) => {
      expect(toE164(typed)).toBeUndefined();
    },
  );
});

describe('the written phone number', () => {
  it.each([
    ['030 1234 5678', '+49 30 1234 5678'],
    ['  0049 30  1234 5678 ', '+49 30 1234 5678'],
    ['+39 06 123 4567', '+39 06 123 4567'],
  ])('when an owner types %s, then pages write %s and dial its E.164', (typed, written) => {
    expect(internationalPhone(typed)).toBe(written);
    expect(telHref(written)).toBe(`tel:${toE164(typed)}`);
  });

  it('when the schema keeps a number, then it is the written form', () => {
    expect(restaurantDetailsSchema.parse({ ...defaultRestaurantDetails, phone: '030/98765-432' }).phone).toBe('+49 30/98765-432');
  });
});

describe('the stand-ins the go-live check lists', () => {
  it("when the first install's details are read, then the bracketed register, the providers and the example review link are listed", () => {
    expect(restaurantStandIns(defaultRestaurantDetails)).toEqual([
      'operator.register',
      'hostingProvider',
      'mailProvider',
      'googleReviewUrl',
    ]);
  });

  it('when the owner has filled them in, then none is left; a bracketed social label still counts', () => {
    const filled = {
      ...defaultRestaurantDetails,
      operator: { ...defaultRestaurantDetails.operator, register: 'Amtsgericht Charlottenburg, HRB 1 B' },
      hostingProvider: 'Hetzner Online GmbH',
      mailProvider: null,
      googleReviewUrl: 'https://g.page/r/abc/review',
    };
    expect(restaurantStandIns(filled)).toEqual([]);
    expect(restaurantStandIns({ ...filled, socialLinks: [{ label: '[Name]', url: 'https://x.de/' }] })).toEqual([
      'socialLinks.0.label',
    ]);
  });
});

describe('restaurantDetailsSchema', () => {
  const parse = (change: Record<string, unknown>) =>
    restaurantDetailsSchema.safeParse({ ...defaultRestaurantDetails, ...change });
  const problems = (change: Record<string, unknown>) => {
    const checked = parse(change);
    return checked.success ? {} : Object.fromEntries(checked.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  it("when the first install's details are checked, then they pass as they are", () => {
    expect(restaurantDetailsSchema.parse(defaultRestaurantDetails)).toEqual(defaultRestaurantDetails);
  });

  it('when a link is not https (javascript:, http, a bare word), then it is refused', () => {
    for (const url of [
      'javascript:alert(1)',
      'http://g.page/r/x',
      'JAVASCRIPT://x.de/%0aalert(1)',
      'review',
      'https://user:pw@x.de/',
    ]) {
      expect(problems({ googleReviewUrl: url })).toEqual({ googleReviewUrl: 'restaurant.link.invalid' });
    }
    expect(problems({ socialLinks: [{ label: 'X', url: 'data:text/html,hi' }] })).toEqual({
      'socialLinks.0.url': 'restaurant.link.invalid',
    });
  });

  it('when a VAT id is DE and nine digits (spaces and case as typed), then it is kept compact; anything else is refused', () => {
    const operator = (vatId: unknown) => ({ operator: { ...defaultRestaurantDetails.operator, vatId } });
    expect(parse(operator('de 123 456 789')).data?.operator.vatId).toBe('DE123456789');
    expect(parse(operator('')).data?.operator.vatId).toBeNull();
    for (const vatId of ['DE12345678', 'DE1234567890', 'AT123456789', 'DE12345678X']) {
      expect(problems(operator(vatId))).toEqual({ 'operator.vatId': 'restaurant.vatId.invalid' });
    }
  });

  it('when the postal code, the position or the e-mail is wrong, then each is named', () => {
    expect(
      problems({
        address: { ...defaultRestaurantDetails.address, postalCode: '1043' },
        geo: { latitude: 95, longitude: 13.4 },
        email: 'info(at)example.de',
      }),
    ).toEqual({
      'address.postalCode': 'restaurant.postalCode.invalid',
      'geo.latitude': 'restaurant.geo.invalid',
      email: 'restaurant.email.invalid',
    });
  });

  it('when more than eight social links come, then they are refused', () => {
    const link = { label: 'Instagram', url: 'https://www.instagram.com/x/' };
    expect(problems({ socialLinks: Array.from({ length: 9 }, () => link) })).toEqual({
      socialLinks: 'restaurant.social.tooMany',
    });
  });
});
