import type { Random } from '../random.js';
import { usualTerms, type PartFamily } from './family.js';

/** Poly-V belt sizes: ribs and effective length in millimetres, as every maker prints them. */
function polyVSize(random: Random): string {
  return `${random.pick([4, 5, 6, 6, 6, 7])}PK${random.int(140, 500) * 5}`;
}

export const ribbedBelts: PartFamily = {
  key: 'ribbed-belt',
  names: ['Ремень поликлиновой', 'Ремень приводной поликлиновой'],
  groups: 70,
  groupSize: [2, 5],
  price: [550, 2300],
  oem: 'ribbed',
  size: polyVSize,
  terms: usualTerms,
  brands: {
    GATES: ['$'],
    CONTITECH: ['$'],
    DAYCO: ['$'],
    BANDO: ['$'],
    MITSUBOSHI: ['$'],
    OPTIBELT: ['$'],
    DONGIL: ['$'],
    BRT: ['$'],
    SKF: ['VKMV $'],
    BOSCH: ['1 987 946 ###', '1 987 947 ###'],
    'FEBI BILSTEIN': ['2####', '3####'],
    HUTCHINSON: ['### K #'],
  },
};

export const timingBelts: PartFamily = {
  key: 'timing-belt',
  names: ['Ремень ГРМ', 'Ремень зубчатый ГРМ'],
  groups: 35,
  groupSize: [2, 5],
  price: [1100, 3800],
  terms: usualTerms,
  brands: {
    CONTITECH: ['CT####', 'CT###'],
    GATES: ['5###XS', '5###'],
    DAYCO: ['94###', '941##'],
    BOSCH: ['1 987 949 ###'],
    SKF: ['VKMT 0####'],
    BANDO: ['###MR##'],
    DONGIL: ['###ZB###'],
    BRT: ['###SP254H'],
  },
};

export const timingKits: PartFamily = {
  key: 'timing-kit',
  names: ['Комплект ГРМ', 'Комплект ГРМ', 'Комплект ГРМ с помпой'],
  groups: 40,
  groupSize: [2, 5],
  price: [4200, 14500],
  terms: usualTerms,
  brands: {
    CONTITECH: ['CT####K#', 'CT###K#'],
    GATES: ['K01####XS', 'K02####XS'],
    DAYCO: ['KTB###', 'KTBWP####'],
    INA: ['530 0### 10', '530 0### 30'],
    SKF: ['VKMA 0####', 'VKMC 0####-#'],
    RUVILLE: ['55####70'],
    BOSCH: ['1 987 948 ###'],
    HEPU: ['PK#####'],
    AISIN: ['TKT-9##'],
  },
};

export const tensioners: PartFamily = {
  key: 'tensioner',
  names: ['Ролик натяжной ремня ГРМ', 'Ролик натяжной приводного ремня', 'Ролик обводной приводного ремня'],
  groups: 35,
  groupSize: [2, 5],
  price: [1100, 4200],
  terms: usualTerms,
  brands: {
    INA: ['531 0### 10', '532 0### 10'],
    SKF: ['VKM 1####', 'VKM 3####'],
    GATES: ['T4####', 'T3####'],
    DAYCO: ['ATB2###', 'APV2###'],
    RUVILLE: ['55###', '56###'],
    SNR: ['GT###.##', 'GA###.##'],
    'FEBI BILSTEIN': ['2####', '3####'],
    GMB: ['GT####-##'],
  },
};

export const wheelBearings: PartFamily = {
  key: 'wheel-bearing',
  names: [
    'Подшипник ступицы передний',
    'Комплект подшипника ступицы передний',
    'Ступица колеса задняя с подшипником',
  ],
  groups: 60,
  groupSize: [2, 5],
  price: [1400, 5800],
  oem: 'bearing',
  terms: usualTerms,
  brands: {
    SKF: ['VKBA ####', 'VKBA #####'],
    FAG: ['713 6## ###', '713 6## ##0'],
    SNR: ['R1##.##', 'R1##.###'],
    NTN: ['DAC####W', 'DAC####A'],
    KOYO: ['DAC####W-#', 'DAC####-#'],
    NSK: ['##BWD##', '##BWD##CA##'],
    TIMKEN: ['HA5900##', '5##'],
    GMB: ['GH0#-###', 'GH3#-###'],
    OPTIMAL: ['##-####'],
    'FEBI BILSTEIN': ['2####', '3####'],
  },
};
