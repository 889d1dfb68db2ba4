import type { CountryCode } from '@petal/contract/countries';

/**
 * Real places the demo-data generator spreads its listings over: for each country three
 * first-level regions, each with two real districts (centre coordinates, 4 decimals) and three
 * or four real streets found there. Chinese names are Traditional; non-Chinese places use the
 * transliteration customary in Hong Kong or Taiwan.
 */
export interface DemoStreet {
  en: string;
  zh: string;
}

export interface DemoRegion2 {
  en: string;
  zh: string;
  lat: number;
  lng: number;
  streets: DemoStreet[];
}

export interface DemoRegion1 {
  en: string;
  zh: string;
  region2: DemoRegion2[];
}

export const DEMO_GEOGRAPHY: Record<CountryCode, DemoRegion1[]> = {
  HK: [
    {
      en: 'Hong Kong Island',
      zh: '香港島',
      region2: [
        {
          en: 'Central',
          zh: '中環',
          lat: 22.2819,
          lng: 114.1581,
          streets: [
            { en: "Queen's Road Central", zh: '皇后大道中' },
            { en: 'Des Voeux Road Central', zh: '德輔道中' },
            { en: 'Wyndham Street', zh: '雲咸街' },
            { en: 'Lyndhurst Terrace', zh: '擺花街' },
          ],
        },
        {
          en: 'Causeway Bay',
          zh: '銅鑼灣',
          lat: 22.2802,
          lng: 114.1841,
          streets: [
            { en: 'Hennessy Road', zh: '軒尼詩道' },
            { en: 'Yee Wo Street', zh: '怡和街' },
            { en: 'Paterson Street', zh: '百德新街' },
          ],
        },
      ],
    },
    {
      en: 'Kowloon',
      zh: '九龍',
      region2: [
        {
          en: 'Mong Kok',
          zh: '旺角',
          lat: 22.3193,
          lng: 114.1694,
          streets: [
            { en: 'Portland Street', zh: '砵蘭街' },
            { en: 'Sai Yeung Choi Street South', zh: '西洋菜南街' },
            { en: 'Shantung Street', zh: '山東街' },
            { en: 'Nathan Road', zh: '彌敦道' },
          ],
        },
        {
          en: 'Tsim Sha Tsui',
          zh: '尖沙咀',
          lat: 22.2988,
          lng: 114.1722,
          streets: [
            { en: 'Canton Road', zh: '廣東道' },
            { en: 'Kimberley Road', zh: '金巴利道' },
            { en: 'Hankow Road', zh: '漢口道' },
          ],
        },
      ],
    },
    {
      en: 'New Territories',
      zh: '新界',
      region2: [
        {
          en: 'Sha Tin',
          zh: '沙田',
          lat: 22.3827,
          lng: 114.1887,
          streets: [
            { en: 'Sha Tin Centre Street', zh: '沙田正街' },
            { en: 'Sha Tin Rural Committee Road', zh: '沙田鄉事會路' },
            { en: 'Tai Chung Kiu Road', zh: '大涌橋路' },
          ],
        },
        {
          en: 'Tsuen Wan',
          zh: '荃灣',
          lat: 22.3715,
          lng: 114.1138,
          streets: [
            { en: 'Sha Tsui Road', zh: '沙咀道' },
            { en: 'Chung On Street', zh: '眾安街' },
            { en: 'Yeung Uk Road', zh: '楊屋道' },
          ],
        },
      ],
    },
  ],
  MO: [
    {
      en: 'Macau Peninsula',
      zh: '澳門半島',
      region2: [
        {
          en: 'Se',
          zh: '大堂區',
          lat: 22.1923,
          lng: 113.5431,
          streets: [
            { en: 'Avenida de Almeida Ribeiro', zh: '新馬路' },
            { en: 'Rua de Sao Domingos', zh: '板樟堂街' },
            { en: 'Avenida do Infante D. Henrique', zh: '殷皇子大馬路' },
          ],
        },
        {
          en: 'NAPE',
          zh: '新口岸',
          lat: 22.1887,
          lng: 113.5492,
          streets: [
            { en: 'Avenida da Amizade', zh: '友誼大馬路' },
            { en: 'Avenida Dr. Sun Yat-Sen', zh: '孫逸仙大馬路' },
            { en: 'Rua de Luis Gonzaga Gomes', zh: '高美士街' },
          ],
        },
      ],
    },
    {
      en: 'Taipa',
      zh: '氹仔',
      region2: [
        {
          en: 'Taipa Village',
          zh: '氹仔舊城區',
          lat: 22.1537,
          lng: 113.5569,
          streets: [
            { en: 'Rua do Cunha', zh: '官也街' },
            { en: 'Rua Correia da Silva', zh: '告利雅施利華街' },
            { en: 'Avenida da Praia', zh: '海邊馬路' },
          ],
        },
        {
          en: 'Taipa Central',
          zh: '氹仔中心',
          lat: 22.1575,
          lng: 113.5545,
          streets: [
            { en: 'Rua de Braganca', zh: '布拉干薩街' },
            { en: 'Rua de Seng Tou', zh: '成都街' },
            { en: 'Avenida de Kwong Tung', zh: '廣東大馬路' },
          ],
        },
      ],
    },
    {
      en: 'Coloane',
      zh: '路環',
      region2: [
        {
          en: 'Cotai',
          zh: '路氹城',
          lat: 22.1447,
          lng: 113.5636,
          streets: [
            { en: 'Estrada do Istmo', zh: '路氹連貫公路' },
            { en: 'Estrada Flor de Lotus', zh: '蓮花路' },
            { en: 'Avenida Marginal Flor de Lotus', zh: '蓮花海濱大馬路' },
          ],
        },
        {
          en: 'Coloane Village',
          zh: '路環市區',
          lat: 22.1172,
          lng: 113.5505,
          streets: [
            { en: 'Rua do Tassara', zh: '撻沙街' },
            { en: 'Avenida de Cinco de Outubro', zh: '十月初五馬路' },
            { en: 'Estrada de Hac Sa', zh: '黑沙馬路' },
          ],
        },
      ],
    },
  ],
  JP: [
    {
      en: 'Tokyo',
      zh: '東京都',
      region2: [
        {
          en: 'Shinjuku',
          zh: '新宿',
          lat: 35.6938,
          lng: 139.7034,
          streets: [
            { en: 'Yasukuni-dori', zh: '靖國通' },
            { en: 'Shinjuku-dori', zh: '新宿通' },
            { en: 'Meiji-dori', zh: '明治通' },
          ],
        },
        {
          en: 'Ginza',
          zh: '銀座',
          lat: 35.6717,
          lng: 139.7649,
          streets: [
            { en: 'Chuo-dori', zh: '中央通' },
            { en: 'Harumi-dori', zh: '晴海通' },
            { en: 'Namiki-dori', zh: '並木通' },
          ],
        },
      ],
    },
    {
      en: 'Osaka',
      zh: '大阪府',
      region2: [
        {
          en: 'Namba',
          zh: '難波',
          lat: 34.6663,
          lng: 135.5013,
          streets: [
            { en: 'Midosuji', zh: '御堂筋' },
            { en: 'Dotonbori', zh: '道頓堀' },
            { en: 'Ebisubashi-suji', zh: '戎橋筋' },
          ],
        },
        {
          en: 'Umeda',
          zh: '梅田',
          lat: 34.7025,
          lng: 135.4959,
          streets: [
            { en: 'Midosuji', zh: '御堂筋' },
            { en: 'Ohatsutenjin-dori', zh: '阿初天神通' },
            { en: 'Hankyu Higashi-dori', zh: '阪急東通' },
          ],
        },
      ],
    },
    {
      en: 'Fukuoka',
      zh: '福岡縣',
      region2: [
        {
          en: 'Tenjin',
          zh: '天神',
          lat: 33.5912,
          lng: 130.3989,
          streets: [
            { en: 'Watanabe-dori', zh: '渡邊通' },
            { en: 'Meiji-dori', zh: '明治通' },
            { en: 'Oyafuko-dori', zh: '親不孝通' },
          ],
        },
        {
          en: 'Hakata',
          zh: '博多',
          lat: 33.5902,
          lng: 130.4207,
          streets: [
            { en: 'Taihaku-dori', zh: '大博通' },
            { en: 'Sumiyoshi-dori', zh: '住吉通' },
            { en: 'Hakata Ekimae-dori', zh: '博多站前通' },
          ],
        },
      ],
    },
  ],
  GB: [
    {
      en: 'London',
      zh: '倫敦',
      region2: [
        {
          en: 'Chinatown',
          zh: '唐人街',
          lat: 51.5115,
          lng: -0.1316,
          streets: [
            { en: 'Gerrard Street', zh: '爵祿街' },
            { en: 'Lisle Street', zh: '麗斯街' },
            { en: 'Wardour Street', zh: '華都街' },
          ],
        },
        {
          en: 'Covent Garden',
          zh: '柯芬園',
          lat: 51.5118,
          lng: -0.1226,
          streets: [
            { en: 'Neal Street', zh: '尼爾街' },
            { en: 'Floral Street', zh: '花卉街' },
            { en: 'King Street', zh: '國王街' },
          ],
        },
      ],
    },
    {
      en: 'Manchester',
      zh: '曼徹斯特',
      region2: [
        {
          en: 'Northern Quarter',
          zh: '北區',
          lat: 53.4839,
          lng: -2.2367,
          streets: [
            { en: 'Oldham Street', zh: '奧爾德姆街' },
            { en: 'Thomas Street', zh: '湯瑪斯街' },
            { en: 'Tib Street', zh: '蒂布街' },
          ],
        },
        {
          en: 'Spinningfields',
          zh: '斯平寧菲爾茲',
          lat: 53.4802,
          lng: -2.2528,
          streets: [
            { en: 'Deansgate', zh: '迪恩斯蓋特' },
            { en: 'Hardman Street', zh: '哈德曼街' },
            { en: 'Quay Street', zh: '碼頭街' },
          ],
        },
      ],
    },
    {
      en: 'Edinburgh',
      zh: '愛丁堡',
      region2: [
        {
          en: 'Old Town',
          zh: '舊城',
          lat: 55.9495,
          lng: -3.1909,
          streets: [
            { en: 'Royal Mile', zh: '皇家英里大道' },
            { en: 'Victoria Street', zh: '維多利亞街' },
            { en: 'Cowgate', zh: '考蓋特街' },
          ],
        },
        {
          en: 'New Town',
          zh: '新城',
          lat: 55.9545,
          lng: -3.1985,
          streets: [
            { en: 'Princes Street', zh: '王子街' },
            { en: 'George Street', zh: '喬治街' },
            { en: 'Rose Street', zh: '玫瑰街' },
          ],
        },
      ],
    },
  ],
  TH: [
    {
      en: 'Bangkok',
      zh: '曼谷',
      region2: [
        {
          en: 'Sukhumvit',
          zh: '素坤逸',
          lat: 13.7372,
          lng: 100.5602,
          streets: [
            { en: 'Sukhumvit Road', zh: '素坤逸路' },
            { en: 'Thong Lo Road', zh: '通羅路' },
            { en: 'Ekkamai Road', zh: '伊卡邁路' },
          ],
        },
        {
          en: 'Siam',
          zh: '暹羅',
          lat: 13.7456,
          lng: 100.5341,
          streets: [
            { en: 'Rama I Road', zh: '拉瑪一世路' },
            { en: 'Phaya Thai Road', zh: '帕亞泰路' },
            { en: 'Henri Dunant Road', zh: '亨利杜南路' },
          ],
        },
      ],
    },
    {
      en: 'Chon Buri',
      zh: '春武里府',
      region2: [
        {
          en: 'Pattaya',
          zh: '芭達雅',
          lat: 12.9276,
          lng: 100.8771,
          streets: [
            { en: 'Beach Road', zh: '海灘路' },
            { en: 'Second Road', zh: '二路' },
            { en: 'Pattaya Klang Road', zh: '芭達雅中路' },
          ],
        },
        {
          en: 'Jomtien',
          zh: '宗甸',
          lat: 12.8804,
          lng: 100.8718,
          streets: [
            { en: 'Jomtien Beach Road', zh: '宗甸海灘路' },
            { en: 'Jomtien Second Road', zh: '宗甸二路' },
            { en: 'Thappraya Road', zh: '塔帕雅路' },
          ],
        },
      ],
    },
    {
      en: 'Phuket',
      zh: '普吉府',
      region2: [
        {
          en: 'Patong',
          zh: '芭東',
          lat: 7.8961,
          lng: 98.2966,
          streets: [
            { en: 'Thaweewong Road', zh: '塔威旺路' },
            { en: 'Rat-U-Thit 200 Pi Road', zh: '拉烏提200年路' },
            { en: 'Sai Nam Yen Road', zh: '賽南彥路' },
          ],
        },
        {
          en: 'Phuket Town',
          zh: '普吉鎮',
          lat: 7.8841,
          lng: 98.3923,
          streets: [
            { en: 'Thalang Road', zh: '他朗路' },
            { en: 'Dibuk Road', zh: '迪布路' },
            { en: 'Krabi Road', zh: '甲米路' },
            { en: 'Phang Nga Road', zh: '攀牙路' },
          ],
        },
      ],
    },
  ],
  VN: [
    {
      en: 'Ho Chi Minh City',
      zh: '胡志明市',
      region2: [
        {
          en: 'District 1',
          zh: '第一郡',
          lat: 10.7756,
          lng: 106.7019,
          streets: [
            { en: 'Đồng Khởi', zh: '同起街' },
            { en: 'Nguyễn Huệ', zh: '阮惠街' },
            { en: 'Bùi Viện', zh: '裴援街' },
            { en: 'Lê Thánh Tôn', zh: '黎聖宗街' },
          ],
        },
        {
          en: 'District 5',
          zh: '第五郡',
          lat: 10.7541,
          lng: 106.6634,
          streets: [
            { en: 'Trần Hưng Đạo', zh: '陳興道街' },
            { en: 'Nguyễn Trãi', zh: '阮廌街' },
            { en: 'Hải Thượng Lãn Ông', zh: '海上懶翁街' },
          ],
        },
      ],
    },
    {
      en: 'Hanoi',
      zh: '河內',
      region2: [
        {
          en: 'Hoàn Kiếm',
          zh: '還劍郡',
          lat: 21.0285,
          lng: 105.8522,
          streets: [
            { en: 'Hàng Bạc', zh: '行銀街' },
            { en: 'Tạ Hiện', zh: '謝現街' },
            { en: 'Đinh Tiên Hoàng', zh: '丁先皇街' },
          ],
        },
        {
          en: 'Tây Hồ',
          zh: '西湖郡',
          lat: 21.0702,
          lng: 105.8188,
          streets: [
            { en: 'Xuân Diệu', zh: '春妙街' },
            { en: 'Quảng An', zh: '廣安街' },
            { en: 'Tô Ngọc Vân', zh: '蘇玉雲街' },
          ],
        },
      ],
    },
    {
      en: 'Da Nang',
      zh: '峴港',
      region2: [
        {
          en: 'Hải Châu',
          zh: '海洲郡',
          lat: 16.0471,
          lng: 108.2152,
          streets: [
            { en: 'Bạch Đằng', zh: '白藤街' },
            { en: 'Trần Phú', zh: '陳富街' },
            { en: 'Lê Duẩn', zh: '黎筍街' },
          ],
        },
        {
          en: 'Sơn Trà',
          zh: '山茶郡',
          lat: 16.0802,
          lng: 108.2413,
          streets: [
            { en: 'Võ Nguyên Giáp', zh: '武元甲街' },
            { en: 'Phạm Văn Đồng', zh: '范文同街' },
            { en: 'Hồ Nghinh', zh: '胡迎街' },
          ],
        },
      ],
    },
  ],
  PH: [
    {
      en: 'Metro Manila',
      zh: '馬尼拉大都會',
      region2: [
        {
          en: 'Makati',
          zh: '馬卡蒂',
          lat: 14.5547,
          lng: 121.0244,
          streets: [
            { en: 'Ayala Avenue', zh: '阿亞拉大道' },
            { en: 'Paseo de Roxas', zh: '羅哈斯大道' },
            { en: 'Makati Avenue', zh: '馬卡蒂大道' },
          ],
        },
        {
          en: 'Bonifacio Global City',
          zh: '博尼法西奧環球城',
          lat: 14.5509,
          lng: 121.0502,
          streets: [
            { en: '5th Avenue', zh: '第五大道' },
            { en: '26th Street', zh: '第二十六街' },
            { en: 'Bonifacio High Street', zh: '博尼法西奧高街' },
          ],
        },
      ],
    },
    {
      en: 'Cebu',
      zh: '宿霧',
      region2: [
        {
          en: 'Downtown Cebu',
          zh: '宿霧市中心',
          lat: 10.2962,
          lng: 123.9011,
          streets: [
            { en: 'Colon Street', zh: '哥倫街' },
            { en: 'Osmena Boulevard', zh: '奧斯米尼亞大道' },
            { en: 'Mango Avenue', zh: '芒果大道' },
          ],
        },
        {
          en: 'Lahug',
          zh: '拉胡格',
          lat: 10.3311,
          lng: 123.8986,
          streets: [
            { en: 'Salinas Drive', zh: '薩利納斯大道' },
            { en: 'Gorordo Avenue', zh: '戈羅多大道' },
            { en: 'Escario Street', zh: '埃斯卡里奧街' },
          ],
        },
      ],
    },
    {
      en: 'Davao',
      zh: '納卯',
      region2: [
        {
          en: 'Downtown Davao',
          zh: '納卯市中心',
          lat: 7.0707,
          lng: 125.6108,
          streets: [
            { en: 'San Pedro Street', zh: '聖佩德羅街' },
            { en: 'Claro M. Recto Avenue', zh: '雷克托大道' },
            { en: 'Magallanes Street', zh: '麥哲倫街' },
          ],
        },
        {
          en: 'Matina',
          zh: '馬蒂納',
          lat: 7.0583,
          lng: 125.5961,
          streets: [
            { en: 'MacArthur Highway', zh: '麥克阿瑟公路' },
            { en: 'Quimpo Boulevard', zh: '金波大道' },
            { en: 'Tulip Drive', zh: '鬱金香路' },
          ],
        },
      ],
    },
  ],
  ID: [
    {
      en: 'Jakarta',
      zh: '雅加達',
      region2: [
        {
          en: 'Menteng',
          zh: '明登',
          lat: -6.1963,
          lng: 106.8327,
          streets: [
            { en: 'Jalan Cikini Raya', zh: '芝基尼大街' },
            { en: 'Jalan Teuku Umar', zh: '烏瑪路' },
            { en: 'Jalan Menteng Raya', zh: '明登大街' },
          ],
        },
        {
          en: 'Kemang',
          zh: '克芒',
          lat: -6.2608,
          lng: 106.8139,
          streets: [
            { en: 'Jalan Kemang Raya', zh: '克芒大街' },
            { en: 'Jalan Kemang Selatan', zh: '南克芒路' },
            { en: 'Jalan Ampera Raya', zh: '安佩拉大街' },
          ],
        },
      ],
    },
    {
      en: 'Bali',
      zh: '峇里',
      region2: [
        {
          en: 'Kuta',
          zh: '庫塔',
          lat: -8.7208,
          lng: 115.1714,
          streets: [
            { en: 'Jalan Legian', zh: '雷吉安路' },
            { en: 'Jalan Pantai Kuta', zh: '庫塔海灘路' },
            { en: 'Poppies Lane II', zh: '波比二巷' },
          ],
        },
        {
          en: 'Ubud',
          zh: '烏布',
          lat: -8.5069,
          lng: 115.2625,
          streets: [
            { en: 'Jalan Monkey Forest', zh: '猴林路' },
            { en: 'Jalan Raya Ubud', zh: '烏布大街' },
            { en: 'Jalan Hanoman', zh: '哈努曼路' },
          ],
        },
      ],
    },
    {
      en: 'East Java',
      zh: '東爪哇',
      region2: [
        {
          en: 'Surabaya',
          zh: '泗水',
          lat: -7.2575,
          lng: 112.7521,
          streets: [
            { en: 'Jalan Tunjungan', zh: '敦容安路' },
            { en: 'Jalan Basuki Rahmat', zh: '巴蘇基拉赫馬特路' },
            { en: 'Jalan Raya Darmo', zh: '達爾莫大街' },
          ],
        },
        {
          en: 'Malang',
          zh: '瑪琅',
          lat: -7.9666,
          lng: 112.6326,
          streets: [
            { en: 'Jalan Ijen', zh: '伊真路' },
            { en: 'Jalan Kawi', zh: '卡威路' },
            { en: 'Jalan Basuki Rahmat', zh: '巴蘇基拉赫馬特路' },
          ],
        },
      ],
    },
  ],
  TW: [
    {
      en: 'Taipei',
      zh: '臺北市',
      region2: [
        {
          en: 'Xinyi',
          zh: '信義區',
          lat: 25.0331,
          lng: 121.5654,
          streets: [
            { en: 'Songren Road', zh: '松仁路' },
            { en: 'Songshou Road', zh: '松壽路' },
            { en: 'Songgao Road', zh: '松高路' },
            { en: 'Zhongxiao East Road', zh: '忠孝東路' },
          ],
        },
        {
          en: "Da'an",
          zh: '大安區',
          lat: 25.0263,
          lng: 121.5436,
          streets: [
            { en: 'Yongkang Street', zh: '永康街' },
            { en: 'Dunhua South Road', zh: '敦化南路' },
            { en: 'Anhe Road', zh: '安和路' },
          ],
        },
      ],
    },
    {
      en: 'New Taipei',
      zh: '新北市',
      region2: [
        {
          en: 'Banqiao',
          zh: '板橋區',
          lat: 25.0143,
          lng: 121.4672,
          streets: [
            { en: 'Wenhua Road', zh: '文化路' },
            { en: 'Zhongshan Road', zh: '中山路' },
            { en: 'Xianmin Boulevard', zh: '縣民大道' },
          ],
        },
        {
          en: 'Tamsui',
          zh: '淡水區',
          lat: 25.1697,
          lng: 121.4406,
          streets: [
            { en: 'Zhongzheng Road', zh: '中正路' },
            { en: 'Zhenli Street', zh: '真理街' },
            { en: 'Gongming Street', zh: '公明街' },
          ],
        },
      ],
    },
    {
      en: 'Kaohsiung',
      zh: '高雄市',
      region2: [
        {
          en: 'Xinxing',
          zh: '新興區',
          lat: 22.6308,
          lng: 120.3089,
          streets: [
            { en: 'Zhongshan 1st Road', zh: '中山一路' },
            { en: 'Wufu 2nd Road', zh: '五福二路' },
            { en: 'Liuhe 1st Road', zh: '六合一路' },
          ],
        },
        {
          en: 'Yancheng',
          zh: '鹽埕區',
          lat: 22.6259,
          lng: 120.2853,
          streets: [
            { en: 'Dayong Road', zh: '大勇路' },
            { en: 'Wufu 4th Road', zh: '五福四路' },
            { en: 'Qixian 3rd Road', zh: '七賢三路' },
          ],
        },
      ],
    },
  ],
  CN: [
    {
      en: 'Guangdong',
      zh: '廣東省',
      region2: [
        {
          en: 'Tianhe',
          zh: '天河區',
          lat: 23.1246,
          lng: 113.3613,
          streets: [
            { en: 'Tianhe Road', zh: '天河路' },
            { en: 'Tiyu West Road', zh: '體育西路' },
            { en: 'Huacheng Avenue', zh: '花城大道' },
          ],
        },
        {
          en: 'Futian',
          zh: '福田區',
          lat: 22.5414,
          lng: 114.0552,
          streets: [
            { en: 'Shennan Boulevard', zh: '深南大道' },
            { en: 'Huaqiang North Road', zh: '華強北路' },
            { en: 'Yitian Road', zh: '益田路' },
          ],
        },
      ],
    },
    {
      en: 'Shanghai',
      zh: '上海市',
      region2: [
        {
          en: 'Huangpu',
          zh: '黃浦區',
          lat: 31.2317,
          lng: 121.4846,
          streets: [
            { en: 'Nanjing East Road', zh: '南京東路' },
            { en: 'Zhongshan East 1st Road', zh: '中山東一路' },
            { en: 'Sichuan Middle Road', zh: '四川中路' },
          ],
        },
        {
          en: 'Xuhui',
          zh: '徐匯區',
          lat: 31.1884,
          lng: 121.4369,
          streets: [
            { en: 'Wukang Road', zh: '武康路' },
            { en: 'Hengshan Road', zh: '衡山路' },
            { en: 'Anfu Road', zh: '安福路' },
            { en: 'Yongkang Road', zh: '永康路' },
          ],
        },
      ],
    },
    {
      en: 'Beijing',
      zh: '北京市',
      region2: [
        {
          en: 'Chaoyang',
          zh: '朝陽區',
          lat: 39.9219,
          lng: 116.4435,
          streets: [
            { en: 'Sanlitun Road', zh: '三里屯路' },
            { en: 'Gongti North Road', zh: '工體北路' },
            { en: 'Guanghua Road', zh: '光華路' },
          ],
        },
        {
          en: 'Dongcheng',
          zh: '東城區',
          lat: 39.9288,
          lng: 116.4163,
          streets: [
            { en: 'Wangfujing Street', zh: '王府井大街' },
            { en: 'Nanluoguxiang', zh: '南鑼鼓巷' },
            { en: 'Guozijian Street', zh: '國子監街' },
          ],
        },
      ],
    },
  ],
};
