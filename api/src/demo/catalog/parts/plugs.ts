import { usualTerms, type PartFamily } from './family.js';

/** Real spark plug numbers, taken as they are (plugs are known by them); `_` stands for a space. */
const list = (text: string): string[] =>
  text
    .trim()
    .split(/\s+/)
    .map((number) => number.replaceAll('_', ' '));

export const sparkPlugs: PartFamily = {
  key: 'spark-plug',
  names: ['Свеча зажигания', 'Свеча зажигания', 'Свеча зажигания иридиевая'],
  groups: 45,
  groupSize: [2, 5],
  price: [240, 1300],
  oem: 'plug',
  fixed: true,
  // Sold by the set of four at some warehouses; electrics of proper quality are not taken back.
  terms: { ...usualTerms, refundDenied: true, pack: 4, bulk: true },
  brands: {
    NGK: list(`
      BKR5E BKR6E BKR5E-11 BKR6E-11 BKR6EK BKR5EK BKR6EIX BKR6EIX-11 BKR7EIX BPR5ES BPR6ES BPR7ES BPR6EY
      BCPR6ES BCPR5ES ZFR5F-11 ZFR6F-11 ZFR5FIX-11 ZFR6FIX-11 LZKR6B-10E ILKAR7B11 ILZKR7B11 IFR6T11 PFR6Q
      DCPR7E DCPR7EIX BKUR6ET-10 LFR5A-11 LFR6A-11 IZFR6K11 SILZKR7B11 DILKAR7B11 BKR6EYA BKR6EYA-11`),
    DENSO: list(`
      K16PR-U K20PR-U K16PR-U11 K20PR-U11 K16TT K20TT K20HR-U11 IK16 IK20 IK22 IK20TT IK16TT IKH20 IKH20TT
      Q16PR-U Q20PR-U Q20PR-U11 W16EPR-U W20EPR-U W16EXR-U XU20EPR-U SK20R11 SK16R11 FK20HR11 VK20 VK16
      PK20TT PK16TT IXU22 IU20 ITV20TT FXE20HR11`),
    BOSCH: list(`
      FR7DC+ FR7DCX+ FR8DC+ FR6DC FR7DCU FR78X FR7KPP33+ FR6KPP332S FR7NPP332 WR7DC+ WR8DC+ WR7DCX WR78
      WR7LTC YR7DC+ FR7DPP33 ZR5TPP33 FR8DPP33+ FR6KI332S F7DTC W7DTC FLR8LDCU+ HR7DC+ 0_242_235_666
      0_242_236_565 0_242_229_799 0_242_240_627`),
    CHAMPION: list(`
      RN9YCC RC9YC RN9YC RC8YC OE002 OE005 OE019 OE040 OE046 OE061 OE073 OE132 OE207 RA8HC RC10YCC RC12YC
      N9YC RN12YC RC87YCL OE121T10`),
    BRISK: list(`DR15YC DR15YC-1 LR15YC LR15YC-1 LR15TC DR15TC LR17YC DR17YC LR15YS DOR15LGS LR14YC NR15YC`),
    TORCH: list(`K6RTC F6RTC K5RTC LD6RTC K6RTIP F7RTC KR7RI DK6RTC QL7RTC K7RTC`),
  },
};
