import { usualTerms, type PartFamily } from './family.js';

const shockBrands: PartFamily['brands'] = {
  KYB: ['3#####', '34####', '33####', '633###', '441###'],
  MONROE: ['G####', 'G#####', 'E####', 'D####'],
  SACHS: ['### ###', '## ###'],
  BILSTEIN: ['22-######', '19-######', '24-######'],
  BOGE: ['##-?##-?'],
  KONI: ['8741-####', '8040-####'],
  TOKICO: ['B####', 'U####'],
  GABRIEL: ['G#####', 'G#####L'],
  MANDO: ['EX######', 'ST######'],
  SS20: ['SS2####'],
  FENOX: ['A6####', 'A5####'],
  MARSHALL: ['M8######'],
  TRW: ['JGM####T', 'JGM####S'],
};

/** Shocks go by the pair: some warehouses sell only pairs. */
const pairTerms = { ...usualTerms, pack: 2 };

export const shocksFront: PartFamily = {
  key: 'shock-front',
  names: [
    'Амортизатор передний газомасляный',
    'Стойка амортизатора передняя',
    'Амортизатор передний масляный',
  ],
  groups: 55,
  groupSize: [2, 5],
  price: [2400, 11500],
  oem: 'shockFront',
  terms: pairTerms,
  brands: shockBrands,
};

export const shocksRear: PartFamily = {
  key: 'shock-rear',
  names: ['Амортизатор задний газомасляный', 'Амортизатор задний масляный'],
  groups: 45,
  groupSize: [2, 5],
  price: [1900, 8500],
  oem: 'shockRear',
  terms: pairTerms,
  brands: shockBrands,
};

export const stabilizerLinks: PartFamily = {
  key: 'stabilizer-link',
  names: ['Стойка стабилизатора передняя', 'Стойка стабилизатора задняя'],
  groups: 50,
  groupSize: [2, 5],
  price: [380, 2100],
  oem: 'link',
  terms: usualTerms,
  brands: {
    LEMFORDER: ['## ### ##', '### ## ##'],
    TRW: ['JTS###', 'JTS####'],
    MOOG: ['VO-LS-####', 'HY-LS-####'],
    CTR: ['CLKH-##', 'CLT-##', 'CLKK-##'],
    555: ['SL-####', 'SL-####L'],
    'FEBI BILSTEIN': ['1####', '2####', '3####'],
    MEYLE: ['### 060 ####', '###-###-####/HD'],
    DELPHI: ['TC####'],
    RTS: ['97-#####'],
    SIDEM: ['#####', '######'],
    BIRTH: ['BX####'],
    LYNXAUTO: ['C####LR'],
    MASUMA: ['ML-####'],
  },
};

export const ballJoints: PartFamily = {
  key: 'ball-joint',
  names: ['Опора шаровая', 'Опора шаровая нижняя'],
  groups: 40,
  groupSize: [2, 5],
  price: [650, 2900],
  terms: usualTerms,
  brands: {
    LEMFORDER: ['## ### ##', '### ## ##'],
    TRW: ['JBJ###', 'JBJ####'],
    MOOG: ['VO-BJ-#####', 'RE-BJ-#####'],
    CTR: ['CBKH-##', 'CBT-##'],
    555: ['SB-####', 'SB-####L'],
    'FEBI BILSTEIN': ['1####', '2####', '3####'],
    MEYLE: ['### 010 ####', '###-###-####/HD'],
    DELPHI: ['TC####'],
    RTS: ['93-#####'],
    TEKNOROT: ['?-###', '??-###'],
    BELMAG: ['BM####'],
  },
};

export const tieRodEnds: PartFamily = {
  key: 'tie-rod-end',
  names: ['Наконечник рулевой тяги', 'Наконечник рулевой тяги левый', 'Тяга рулевая'],
  groups: 40,
  groupSize: [2, 5],
  price: [550, 2600],
  terms: usualTerms,
  brands: {
    LEMFORDER: ['## ### ##', '### ## ##'],
    TRW: ['JTE###', 'JAR###'],
    MOOG: ['VO-ES-####', 'VO-AX-####'],
    CTR: ['CEKH-##', 'CRKH-##'],
    555: ['SE-####', 'SR-####'],
    'FEBI BILSTEIN': ['1####', '2####', '3####'],
    MEYLE: ['### 020 ####', '### 031 ####'],
    DELPHI: ['TA####'],
    OCAP: ['0######'],
    TEKNOROT: ['?-###', '??-###'],
    SIDEM: ['#####', '######'],
  },
};
