import type { Unowned } from '../store/firm-table'
import type { DistrictRow, StateRow, TalukaRow } from '../store/rows'
import { createdOn, spreadOverYear } from './dates'

type DistrictSource = readonly [district: string, talukas: string]

/**
 * Maharashtra with all 36 districts (2023 names); full taluka lists where the demo firm trades
 * (Nashik, Pune, Solapur, Ahilyanagar, Sangli, Satara), the main talukas elsewhere.
 */
const MAHARASHTRA: readonly DistrictSource[] = [
  [
    'Ahilyanagar',
    'Ahilyanagar, Akole, Jamkhed, Karjat, Kopargaon, Nevasa, Parner, Pathardi, Rahata, Rahuri, Sangamner, Shevgaon, Shrigonda, Shrirampur',
  ],
  ['Akola', 'Akola, Akot, Balapur, Barshitakli, Murtizapur, Patur, Telhara'],
  ['Amravati', 'Achalpur, Amravati, Anjangaon Surji, Chandur Bazar, Daryapur, Morshi, Warud'],
  ['Beed', 'Ambajogai, Ashti, Beed, Georai, Kaij, Majalgaon, Parli'],
  ['Bhandara', 'Bhandara, Lakhandur, Mohadi, Pauni, Sakoli, Tumsar'],
  ['Buldhana', 'Buldhana, Chikhli, Khamgaon, Malkapur, Mehkar, Shegaon'],
  ['Chandrapur', 'Ballarpur, Brahmapuri, Chandrapur, Chimur, Rajura, Warora'],
  ['Chhatrapati Sambhajinagar', 'Chhatrapati Sambhajinagar, Gangapur, Kannad, Paithan, Sillod, Vaijapur'],
  ['Dharashiv', 'Bhoom, Dharashiv, Kalamb, Omerga, Paranda, Tuljapur'],
  ['Dhule', 'Dhule, Sakri, Shirpur, Sindkheda'],
  ['Gadchiroli', 'Aheri, Armori, Chamorshi, Desaiganj, Gadchiroli'],
  ['Gondia', 'Amgaon, Arjuni Morgaon, Gondia, Goregaon, Tirora'],
  ['Hingoli', 'Aundha Nagnath, Basmat, Hingoli, Kalamnuri, Sengaon'],
  ['Jalgaon', 'Amalner, Bhusawal, Chalisgaon, Chopda, Jalgaon, Pachora, Raver, Yawal'],
  ['Jalna', 'Ambad, Badnapur, Bhokardan, Jalna, Partur'],
  ['Kolhapur', 'Gadhinglaj, Hatkanangale, Kagal, Karveer, Panhala, Radhanagari, Shirol'],
  ['Latur', 'Ahmadpur, Ausa, Latur, Nilanga, Udgir'],
  ['Mumbai City', 'Mumbai City'],
  ['Mumbai Suburban', 'Andheri, Borivali, Kurla'],
  ['Nagpur', 'Hingna, Kamptee, Katol, Nagpur Rural, Nagpur Urban, Ramtek, Saoner, Umred'],
  ['Nanded', 'Bhokar, Deglur, Hadgaon, Kinwat, Mukhed, Nanded'],
  ['Nandurbar', 'Akkalkuwa, Nandurbar, Navapur, Shahada, Taloda'],
  [
    'Nashik',
    'Nashik, Igatpuri, Dindori, Peth, Trimbakeshwar, Kalwan, Deola, Surgana, Baglan, Malegaon, Nandgaon, Chandwad, Niphad, Sinnar, Yeola',
  ],
  ['Palghar', 'Dahanu, Jawhar, Palghar, Vasai, Wada'],
  ['Parbhani', 'Gangakhed, Jintur, Parbhani, Pathri, Sailu'],
  [
    'Pune',
    'Junnar, Ambegaon, Khed, Maval, Mulshi, Haveli, Pune City, Shirur, Daund, Purandar, Velhe, Bhor, Baramati, Indapur',
  ],
  ['Raigad', 'Alibag, Karjat, Khalapur, Mahad, Panvel, Pen, Roha'],
  ['Ratnagiri', 'Chiplun, Dapoli, Guhagar, Khed, Rajapur, Ratnagiri'],
  ['Sangli', 'Atpadi, Jat, Kadegaon, Kavathe Mahankal, Khanapur, Miraj, Palus, Shirala, Tasgaon, Walwa'],
  ['Satara', 'Jaoli, Karad, Khandala, Khatav, Koregaon, Mahabaleshwar, Man, Patan, Phaltan, Satara, Wai'],
  ['Sindhudurg', 'Kankavli, Kudal, Malvan, Sawantwadi, Vengurla'],
  [
    'Solapur',
    'North Solapur, South Solapur, Akkalkot, Barshi, Madha, Karmala, Pandharpur, Mohol, Malshiras, Sangola, Mangalvedhe',
  ],
  ['Thane', 'Bhiwandi, Kalyan, Murbad, Shahapur, Thane, Ulhasnagar'],
  ['Wardha', 'Arvi, Deoli, Hinganghat, Seloo, Wardha'],
  ['Washim', 'Karanja, Malegaon, Mangrulpir, Risod, Washim'],
  ['Yavatmal', 'Darwha, Digras, Pusad, Umarkhed, Wani, Yavatmal'],
]

/** States with their GST state codes; West Bengal and Delhi for the outstation buyers. */
const STATES: readonly (readonly [state: string, gstCode: string, districts: readonly DistrictSource[]])[] = [
  ['Maharashtra', '27', MAHARASHTRA],
  [
    'Gujarat',
    '24',
    [
      ['Ahmedabad', 'Ahmedabad City, Daskroi, Dholka, Sanand, Viramgam'],
      ['Banaskantha', 'Deesa, Dhanera, Palanpur, Tharad'],
      ['Rajkot', 'Dhoraji, Gondal, Jetpur, Rajkot, Upleta'],
      ['Surat', 'Bardoli, Mandvi, Olpad, Surat City'],
    ],
  ],
  [
    'Karnataka',
    '29',
    [
      ['Belagavi', 'Athani, Belagavi, Chikkodi, Gokak'],
      ['Bengaluru Urban', 'Anekal, Bengaluru North, Bengaluru South'],
      ['Kolar', 'Bangarapet, Kolar, Malur, Srinivaspur'],
      ['Vijayapura', 'Basavana Bagewadi, Indi, Sindagi, Vijayapura'],
    ],
  ],
  [
    'Madhya Pradesh',
    '23',
    [
      ['Bhopal', 'Berasia, Huzur'],
      ['Indore', 'Depalpur, Indore, Mhow, Sanwer'],
      ['Mandsaur', 'Malhargarh, Mandsaur, Sitamau'],
      ['Ratlam', 'Alot, Jaora, Ratlam, Sailana'],
      ['Shajapur', 'Kalapipal, Shajapur, Shujalpur'],
    ],
  ],
  [
    'West Bengal',
    '19',
    [
      ['Kolkata', 'Kolkata'],
      ['Howrah', 'Howrah Sadar, Uluberia'],
      ['Hooghly', 'Arambagh, Chinsurah, Serampore'],
      ['North 24 Parganas', 'Barasat, Barrackpore, Bidhannagar'],
    ],
  ],
  [
    'Delhi',
    '07',
    [
      ['Central Delhi', 'Civil Lines, Karol Bagh, Kotwali'],
      ['North Delhi', 'Alipur, Model Town, Narela'],
      ['North West Delhi', 'Kanjhawala, Rohini, Saraswati Vihar'],
      ['South Delhi', 'Hauz Khas, Mehrauli, Saket'],
    ],
  ],
]

/** Marathi names of the states and of the places where the demo firm trades. */
const MARATHI: Readonly<Record<string, string>> = {
  Maharashtra: 'महाराष्ट्र',
  Gujarat: 'गुजरात',
  Karnataka: 'कर्नाटक',
  'Madhya Pradesh': 'मध्य प्रदेश',
  'West Bengal': 'पश्चिम बंगाल',
  Delhi: 'दिल्ली',
  Nashik: 'नाशिक',
  Pune: 'पुणे',
  Solapur: 'सोलापूर',
  Ahilyanagar: 'अहिल्यानगर',
  Sangli: 'सांगली',
  Satara: 'सातारा',
  Niphad: 'निफाड',
  Dindori: 'दिंडोरी',
  Yeola: 'येवला',
  Deola: 'देवळा',
  Junnar: 'जुन्नर',
  Sangola: 'सांगोला',
  Malshiras: 'माळशिरस',
}

export interface LocationSeed {
  states: Unowned<StateRow>[]
  districts: Unowned<DistrictRow>[]
  talukas: Unowned<TalukaRow>[]
}

/** Numbers the masters in source order, so IDs are stable across starts. */
export function buildLocations(today: string): LocationSeed {
  const seed: LocationSeed = { states: [], districts: [], talukas: [] }
  for (const [stateName, stateCode, districts] of STATES) {
    const stateID = seed.states.length + 1
    seed.states.push({
      stateID,
      stateName,
      stateCode,
      stateNameMr: MARATHI[stateName] ?? '',
      isActive: true,
      // The states came first, a year ago.
      createdDate: createdOn(today, 364 - stateID, stateID),
    })
    for (const [districtName, talukas] of districts) {
      const districtID = seed.districts.length + 1
      seed.districts.push({
        districtID,
        stateID,
        districtName,
        districtNameMr: MARATHI[districtName] ?? '',
        isActive: true,
        createdDate: spreadOverYear(today, districtID, 53),
      })
      for (const talukaName of talukas.split(', ')) {
        const talukaID = seed.talukas.length + 1
        seed.talukas.push({
          talukaID,
          districtID,
          talukaName,
          talukaNameMr: MARATHI[talukaName] ?? '',
          isActive: true,
          createdDate: spreadOverYear(today, talukaID, 97),
        })
      }
    }
  }
  return seed
}

/** Finds a seeded place by names; throws so a typo in the seed fails at start, not in a test later. */
export function placeOf(
  locations: LocationSeed,
  stateName: string,
  districtName: string,
  talukaName: string,
): { stateID: number; districtID: number; talukaID: number } {
  const state = locations.states.find((s) => s.stateName === stateName)
  const district = locations.districts.find(
    (d) => d.stateID === state?.stateID && d.districtName === districtName,
  )
  const taluka = locations.talukas.find(
    (t) => t.districtID === district?.districtID && t.talukaName === talukaName,
  )
  if (!state || !district || !taluka)
    throw new Error(`Unknown place ${talukaName}, ${districtName}, ${stateName}`)
  return { stateID: state.stateID, districtID: district.districtID, talukaID: taluka.talukaID }
}
