import { goodLink, partLink } from './links.js';

describe('partLink', () => {
  it('goes to the search page of the part', () => {
    expect(partLink('MANN-FILTER', 'W 712/75')).toBe('/search?brandName=MANN-FILTER&number=W+712%2F75');
    expect(partLink(' BOSCH ', '0 451 103 316')).toBe('/search?brandName=BOSCH&number=0+451+103+316');
  });

  it('goes home when the brand or the number is missing', () => {
    expect(partLink('', 'OC 90')).toBe('/');
    expect(partLink('MAHLE', '  ')).toBe('/');
    expect(partLink(null, 'OC 90')).toBe('/');
    expect(partLink('MAHLE', undefined)).toBe('/');
  });
});

describe('goodLink', () => {
  it('encodes each segment', () => {
    expect(goodLink('MANN-FILTER', 'W 712/75')).toBe('/goods/MANN-FILTER/W%20712%2F75');
    expect(goodLink('MAHLE', 'OC 90')).toBe('/goods/MAHLE/OC%2090');
  });

  it('goes home when the brand or the number is missing', () => {
    expect(goodLink('', 'OC 90')).toBe('/');
    expect(goodLink('MAHLE', null)).toBe('/');
  });
});
