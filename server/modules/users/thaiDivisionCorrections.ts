// Known errors of thai-address-universal 2.2.0, put right when its data is loaded. Each entry was
// checked against the Department of Provincial Administration's geocodes and the Royal Thai General
// System romanisation; tests/unit/users/thaiDivisions.test.ts proves each one is applied.

/** Provinces by their Thai name: the right code and English name where the library has them wrong. */
export const PROVINCE_CORRECTIONS: Record<string, { code?: string; nameEn?: string }> = {
  // Bueng Kan (2011) is coded 97 in the library; its geocode is 38.
  บึงกาฬ: { code: '38' },
  นครราชสีมา: { nameEn: 'Nakhon Ratchasima' },
  นครสวรรค์: { nameEn: 'Nakhon Sawan' },
  สุพรรณบุรี: { nameEn: 'Suphan Buri' },
}

/**
 * Districts by province and Thai name. The library has no codes for Bueng Kan's eight districts, gives
 * Nam Pat the code of Tha Pla and Galyani Vadhana the code of Mae Chaem, and garbles a few names.
 */
export const DISTRICT_CORRECTIONS: Record<string, Record<string, { code?: string; nameEn?: string }>> = {
  บึงกาฬ: {
    เมืองบึงกาฬ: { code: '3801' },
    พรเจริญ: { code: '3802' },
    โซ่พิสัย: { code: '3803' },
    เซกา: { code: '3804' },
    ปากคาด: { code: '3805' },
    บึงโขงหลง: { code: '3806' },
    ศรีวิไล: { code: '3807' },
    บุ่งคล้า: { code: '3808' },
  },
  อุตรดิตถ์: { น้ำปาด: { code: '5304', nameEn: 'Nam Pat' } },
  เชียงใหม่: { กัลยาณิวัฒนา: { code: '5025', nameEn: 'Galyani Vadhana' } },
  กรุงเทพมหานคร: { สาทร: { nameEn: 'Sathon' } },
  ขอนแก่น: { อุบลรัตน์: { nameEn: 'Ubolratana' }, แวงใหญ่: { nameEn: 'Waeng Yai' } },
  ฉะเชิงเทรา: { สนามชัยเขต: { nameEn: 'Sanam Chai Khet' } },
  เพชรบุรี: { ชะอำ: { nameEn: 'Cha-am' } },
}

/** Sub-districts by province, district and Thai name (English names the library garbles). */
export const SUB_DISTRICT_CORRECTIONS: Record<string, { nameEn: string }> = {
  'กรุงเทพมหานคร/บางกอกน้อย/อรุณอัมรินทร์': { nameEn: 'Arun Amarin' },
  'กรุงเทพมหานคร/บางคอแหลม/บางโคล่': { nameEn: 'Bang Khlo' },
  'กรุงเทพมหานคร/สาทร/ทุ่งมหาเมฆ': { nameEn: 'Thung Maha Mek' },
  'ลพบุรี/เมืองลพบุรี/พรหมมาสตร์': { nameEn: 'Phrommat' },
  'นราธิวาส/แว้ง/โละจูด': { nameEn: 'Lochut' },
  'ลำปาง/แม่เมาะ/สบป้าด': { nameEn: 'Sop Pat' },
  'สมุทรปราการ/บางบ่อ/บ้านระกาศ': { nameEn: 'Ban Rakat' },
  'อุดรธานี/กู่แก้ว/บ้านจีต': { nameEn: 'Ban Chit' },
  'เชียงใหม่/พร้าว/ป่าไหน่': { nameEn: 'Pa Nai' },
}

/**
 * Word-level errors of the library's English names: its word table turns ใหญ่ ('big') into 'Ain' in
 * some names. Applied to districts and sub-districts whose Thai name has the word.
 */
export const ENGLISH_WORD_CORRECTIONS: { thai: string; wrong: RegExp; right: string }[] = [
  { thai: 'ใหญ่', wrong: /\bAin\b/g, right: 'Yai' },
]
