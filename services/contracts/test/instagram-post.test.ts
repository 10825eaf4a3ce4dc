import { describe, expect, it } from 'vitest';
import { instagramOrderSchema, instagramPostInputSchema, isInstagramPostUrl, isOwnInstagramPicture } from '../src/index.js';

const valid = {
  imageUrl: '/api/media/0b1c2d3e-0000-4000-8000-000000000000.jpg',
  captionDe: '  Frisch vom Markt  ',
  captionEn: 'Fresh from the market',
  altDe: 'Eine Dorade auf einer Platte',
  postUrl: 'https://www.instagram.com/p/DQt2vH9aR1e/',
  postedOn: '2026-11-14',
};

describe('instagramPostInputSchema', () => {
  it('when a post is valid, then it is trimmed, shown, placed first and its missing English alt text null', () => {
    expect(instagramPostInputSchema.parse(valid)).toEqual({
      ...valid,
      captionDe: 'Frisch vom Markt',
      altEn: null,
      visible: true,
      sortOrder: 0,
    });
  });

  it.each(['https://www.instagram.com/p/ABC/', 'https://instagram.com/reel/ABC/', 'https://www.instagram.com/trattoria.berlin/'])(
    'when the link is %s, then it is a post',
    (url) => {
      expect(isInstagramPostUrl(url)).toBe(true);
    },
  );

  it.each([
    'javascript:alert(1)',
    'http://www.instagram.com/p/ABC/',
    'https://www.instagram.com.evil.example/p/ABC/',
    'https://evil.example/?u=https://www.instagram.com/p/ABC/',
    'https://user:pw@www.instagram.com/p/ABC/',
    'https://www.instagram.com:8443/p/ABC/',
    'https://www.instagram.com/',
    'www.instagram.com/p/ABC/',
  ])('when the link is %s, then it is refused', (url) => {
    expect(isInstagramPostUrl(url)).toBe(false);
    expect(instagramPostInputSchema.safeParse({ ...valid, postUrl: url }).success).toBe(false);
  });

  it.each([
    ['/api/media/0b1c2d3e-0000-4000-8000-000000000000.png', true],
    ['/images/instagram/pasta.svg', true],
    ['https://scontent.cdninstagram.com/v/t51/picture.jpg', false],
    ['https://images.example.org/dish.jpg', false],
    ['/api/media/../../etc/passwd', false],
    ['/images/instagram/../logo.svg', false],
    ['data:image/png;base64,AAAA', false],
  ])('when the picture is %s, then ours: %s', (url, ours) => {
    expect(isOwnInstagramPicture(url)).toBe(ours);
    expect(instagramPostInputSchema.safeParse({ ...valid, imageUrl: url }).success).toBe(ours);
  });

  it('when fields are missing or wrong, then each is named with its message key', () => {
    const result = instagramPostInputSchema.safeParse({ postedOn: '2026-02-30', visible: 'ja', sortOrder: -1 });
    expect(result.success).toBe(false);
    const issues = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(issues).toEqual({
      imageUrl: 'instagramPost.imageUrl.required',
      captionDe: 'instagramPost.caption.required',
      captionEn: 'instagramPost.caption.required',
      altDe: 'instagramPost.alt.required',
      postUrl: 'instagramPost.postUrl.invalid',
      postedOn: 'instagramPost.postedOn.invalid',
      visible: 'catalog.flag.invalid',
      sortOrder: 'catalog.sortOrder.invalid',
    });
  });

  it('when an order names a post twice, then it is refused', () => {
    const id = '0b1c2d3e-0000-4000-8000-000000000000';
    expect(instagramOrderSchema.safeParse({ ids: [id, id] }).success).toBe(false);
    expect(instagramOrderSchema.safeParse({ ids: [id] }).success).toBe(true);
  });
});
