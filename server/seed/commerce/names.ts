// Names of generated members: Thai names from fakerTH's lists, Thai people's own Latin spellings, and
// names of the neighbouring countries the platform serves.
// The two locales alone: the package's index loads every locale, seconds of start-up.
import { faker as fakerTH } from '@faker-js/faker/locale/th'
import { faker as fakerVI } from '@faker-js/faker/locale/vi'
import type { Gender } from '../../../src/domain/members'
import type { Rng } from './random'

type Sexed = { male: readonly string[]; female: readonly string[] }

const thaiPerson = fakerTH.rawDefinitions.person as {
  first_name: { male: string[]; female: string[] }
  last_name: { generic: string[] }
}
const THAI_FIRST: Sexed = thaiPerson.first_name
const THAI_LAST = thaiPerson.last_name.generic

/** Thai names with the Latin spelling their owners use (passport style), for members with both. */
const THAI_BILINGUAL_FIRST: { male: [string, string][]; female: [string, string][] } = {
  male: [
    ['สมชาย', 'Somchai'],
    ['สมศักดิ์', 'Somsak'],
    ['อาทิตย์', 'Arthit'],
    ['ธนากร', 'Thanakorn'],
    ['ณัฐพล', 'Nattapon'],
    ['กิตติพงษ์', 'Kittipong'],
    ['วีระพงษ์', 'Weerapong'],
    ['ประเสริฐ', 'Prasert'],
    ['สุรชัย', 'Surachai'],
    ['ชัยวัฒน์', 'Chaiwat'],
    ['พงศกร', 'Pongsakorn'],
    ['ธีรวัฒน์', 'Teerawat'],
    ['อนุชา', 'Anucha'],
    ['วิชัย', 'Wichai'],
    ['ภานุวัฒน์', 'Panuwat'],
    ['จิรายุ', 'Jirayu'],
  ],
  female: [
    ['ณัฐธิดา', 'Nattida'],
    ['ปิยะพร', 'Piyaporn'],
    ['กาญจนา', 'Kanchana'],
    ['สุภาพร', 'Supaporn'],
    ['พิมพ์ชนก', 'Pimchanok'],
    ['วรรณา', 'Wanna'],
    ['อรุณี', 'Arunee'],
    ['จันทร์เพ็ญ', 'Janpen'],
    ['ศิริพร', 'Siriporn'],
    ['นภัสสร', 'Napassorn'],
    ['ธิดารัตน์', 'Thidarat'],
    ['ปวีณา', 'Paweena'],
    ['รัตนา', 'Rattana'],
    ['สุนิสา', 'Sunisa'],
    ['กมลชนก', 'Kamonchanok'],
    ['อัญชลี', 'Anchalee'],
  ],
}
const THAI_BILINGUAL_LAST: [string, string][] = [
  ['ใจดี', 'Jaidee'],
  ['ศรีสุข', 'Srisuk'],
  ['วงศ์ชัย', 'Wongchai'],
  ['บุญมี', 'Boonmee'],
  ['แสงทอง', 'Saengthong'],
  ['สุขสวัสดิ์', 'Suksawat'],
  ['รุ่งเรือง', 'Rungruang'],
  ['ทองดี', 'Thongdee'],
  ['มั่นคง', 'Mankong'],
  ['ประเสริฐสุข', 'Prasertsuk'],
  ['ศรีวงศ์', 'Sriwong'],
  ['พรหมมา', 'Promma'],
  ['เจริญผล', 'Charoenphon'],
  ['สมบูรณ์', 'Somboon'],
  ['แก้วมณี', 'Kaewmanee'],
  ['นาคสวัสดิ์', 'Naksawat'],
  ['ชัยมงคล', 'Chaimongkol'],
  ['ปัญญาดี', 'Panyadee'],
  ['วัฒนกุล', 'Wattanakul'],
  ['สายทอง', 'Saithong'],
]

const vietnamese = fakerVI.rawDefinitions.person as {
  first_name: { generic: string[] }
  last_name: { generic: string[] }
}

/** Latin-script names of the other countries. */
const LATIN_NAMES: Record<string, { first: Sexed; last: readonly string[] }> = {
  VN: {
    first: { male: vietnamese.first_name.generic, female: vietnamese.first_name.generic },
    last: vietnamese.last_name.generic,
  },
  MY: {
    first: {
      male: ['Ahmad', 'Muhammad', 'Faiz', 'Hafiz', 'Azlan', 'Wei Jie', 'Kumar', 'Arif', 'Zul', 'Hakim'],
      female: ['Nur', 'Siti', 'Aisyah', 'Farah', 'Mei Ling', 'Priya', 'Aina', 'Hana', 'Liyana', 'Sofia'],
    },
    last: ['Abdullah', 'Rahman', 'Ismail', 'Hassan', 'Tan', 'Lim', 'Wong', 'Ibrahim', 'Yusof', 'Raj'],
  },
  SG: {
    first: {
      male: ['Wei Ming', 'Jun Hao', 'Daniel', 'Marcus', 'Ryan', 'Zhi Hao', 'Ethan', 'Kai Xiang'],
      female: ['Hui Min', 'Xin Yi', 'Rachel', 'Michelle', 'Shu Fen', 'Grace', 'Jia Hui', 'Chloe'],
    },
    last: ['Tan', 'Lim', 'Lee', 'Ng', 'Ong', 'Wong', 'Goh', 'Chua', 'Koh', 'Teo'],
  },
  MM: {
    first: {
      male: ['Aung', 'Kyaw', 'Min', 'Zaw', 'Htet', 'Thura', 'Ye', 'Naing'],
      female: ['Su', 'Thandar', 'Nilar', 'Hnin', 'Ei', 'May', 'Phyu', 'Khin'],
    },
    last: ['Min Htet', 'Zaw Win', 'Myint', 'Oo', 'Aung', 'Kyaw', 'Lwin', 'Thant'],
  },
  KH: {
    first: {
      male: ['Sokha', 'Dara', 'Vannak', 'Rithy', 'Sophal', 'Chanthou', 'Visal', 'Piseth'],
      female: ['Sreymom', 'Sophea', 'Chenda', 'Bopha', 'Sokunthea', 'Malis', 'Channary', 'Davy'],
    },
    last: ['Sok', 'Chan', 'Kim', 'Heng', 'Phan', 'Ly', 'Meas', 'Sao'],
  },
  LA: {
    first: {
      male: ['Somphone', 'Khamla', 'Bounmy', 'Phet', 'Souksavanh', 'Vilay', 'Sengphet', 'Anousone'],
      female: ['Manivanh', 'Keo', 'Vanida', 'Douangchay', 'Noy', 'Phonesavanh', 'Sengdao', 'Latsamy'],
    },
    last: [
      'Phommachanh',
      'Sisouphanh',
      'Keomany',
      'Vongsa',
      'Inthavong',
      'Souvannavong',
      'Chanthavong',
      'Sayavong',
    ],
  },
}

export interface PersonName {
  firstNameTh: string | null
  lastNameTh: string | null
  firstNameEn: string | null
  lastNameEn: string | null
}

/** Thai members: mostly Thai names, a third also with their Latin spelling, some in Latin only. */
export function personName(rng: Rng, country: string, gender: Gender): PersonName {
  const sex = gender === 'female' || (gender === 'unspecified' && rng.chance(0.5)) ? 'female' : 'male'
  if (country === 'TH') {
    const script = rng.weighted([
      ['thai', 55],
      ['both', 30],
      ['latin', 15],
    ] as const)
    if (script === 'thai')
      return {
        firstNameTh: rng.pick(THAI_FIRST[sex]),
        lastNameTh: rng.pick(THAI_LAST),
        firstNameEn: null,
        lastNameEn: null,
      }
    const [firstTh, firstEn] = rng.pick(THAI_BILINGUAL_FIRST[sex])
    const [lastTh, lastEn] = rng.pick(THAI_BILINGUAL_LAST)
    return script === 'both'
      ? { firstNameTh: firstTh, lastNameTh: lastTh, firstNameEn: firstEn, lastNameEn: lastEn }
      : { firstNameTh: null, lastNameTh: null, firstNameEn: firstEn, lastNameEn: lastEn }
  }
  const names = LATIN_NAMES[country] ?? LATIN_NAMES.SG
  return {
    firstNameTh: null,
    lastNameTh: null,
    firstNameEn: rng.pick(names.first[sex]),
    lastNameEn: rng.pick(names.last),
  }
}

/** The name an address or an order shows: the Thai one when there is one. */
export const displayName = (name: PersonName) => ({
  first: (name.firstNameTh ?? name.firstNameEn) as string,
  last: (name.lastNameTh ?? name.lastNameEn) as string,
})
