import { brandTable } from './table.js';

/** Carmakers' original parts; names as Russian catalogs print them (VAG for the Volkswagen group). */
export const originalBrands = brandTable(
  'original',
  `
GM | US | www.gm.com | Оригинальные запчасти General Motors: Opel, Chevrolet, Daewoo, Cadillac.
TOYOTA | JP | www.toyota.ru | Оригинальные запчасти Toyota и Lexus.
NISSAN | JP | www.nissan.ru | Оригинальные запчасти Nissan и Infiniti.
HYUNDAI/KIA | KR | www.mobis.co.kr | Оригинальные запчасти Hyundai и Kia (Hyundai Mobis).
VAG | DE | www.volkswagen.ru | Оригинальные запчасти концерна Volkswagen: VW, Audi, Skoda, Seat.
MERCEDES-BENZ | DE | www.mercedes-benz.ru | Оригинальные запчасти Mercedes-Benz.
BMW | DE | www.bmw.ru | Оригинальные запчасти BMW и MINI.
FORD | US | www.ford.com | Оригинальные запчасти Ford.
RENAULT | FR | www.renault.ru | Оригинальные запчасти Renault и Dacia.
PEUGEOT/CITROEN | FR |  | Оригинальные запчасти Peugeot и Citroën.
HONDA | JP | www.honda.co.jp | Оригинальные запчасти Honda.
MAZDA | JP | www.mazda.com | Оригинальные запчасти Mazda.
MITSUBISHI | JP | www.mitsubishi-motors.com | Оригинальные запчасти Mitsubishi Motors.
SUBARU | JP | www.subaru.com | Оригинальные запчасти Subaru.
SUZUKI | JP | www.globalsuzuki.com | Оригинальные запчасти Suzuki.
VOLVO | SE | www.volvocars.com | Оригинальные запчасти Volvo Cars.
LAND ROVER | GB | www.landrover.com | Оригинальные запчасти Land Rover.
JAGUAR | GB | www.jaguar.com | Оригинальные запчасти Jaguar.
PORSCHE | DE | www.porsche.com | Оригинальные запчасти Porsche.
FIAT | IT | www.fiat.com | Оригинальные запчасти Fiat.
CHRYSLER | US | www.mopar.com | Оригинальные запчасти Chrysler, Jeep и Dodge (Mopar).
SSANGYONG | KR |  | Оригинальные запчасти SsangYong (KGM).
LADA | RU | www.lada.ru | Оригинальные запчасти АвтоВАЗ для автомобилей LADA.
GAZ | RU | www.gaz.ru | Оригинальные запчасти Горьковского автозавода.
UAZ | RU | www.uaz.ru | Оригинальные запчасти Ульяновского автозавода.
KAMAZ | RU | www.kamaz.ru | Оригинальные запчасти КАМАЗ.
ISUZU | JP | www.isuzu.co.jp | Оригинальные запчасти Isuzu.
CHERY | CN | www.chery.ru | Оригинальные запчасти Chery.
GEELY | CN | www.geely-motors.com | Оригинальные запчасти Geely.
HAVAL | CN | www.haval.ru | Оригинальные запчасти Haval и Great Wall.
MAN | DE | www.man.eu | Оригинальные запчасти грузовиков и автобусов MAN.
SCANIA | SE | www.scania.com | Оригинальные запчасти грузовиков Scania.
IVECO | IT | www.iveco.com | Оригинальные запчасти Iveco.
DAF | NL | www.daf.com | Оригинальные запчасти грузовиков DAF.
`,
);
