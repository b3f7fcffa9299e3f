// The embedded geocoder's table: approximate centres of Australian postcodes (the suburb or town that
// names each one), written from public knowledge for this project. It covers every postcode of the
// demo's Queensland cities (Brisbane with Logan and Moreton Bay, Ipswich, the Gold Coast, the Sunshine
// Coast, Toowoomba), the capital-city CBDs, the demo's other towns and the larger regional cities.
// Accuracy is a few kilometres: enough to order dealerships by distance, not to navigate.
// One line per postcode: postcode, latitude, longitude, place.
const TABLE = `
0800 -12.4637 130.8444 Darwin City
0810 -12.3740 130.8820 Casuarina
0870 -23.6980 133.8807 Alice Springs
2000 -33.8688 151.2093 Sydney
2060 -33.8390 151.2070 North Sydney
2150 -33.8150 151.0011 Parramatta
2292 -32.9210 151.7360 Broadmeadow
2300 -32.9267 151.7789 Newcastle
2303 -32.9230 151.7480 Hamilton
2500 -34.4250 150.8930 Wollongong
2600 -35.3080 149.1300 Canberra
2601 -35.2809 149.1300 Canberra City
2900 -35.4244 149.0888 Tuggeranong
3000 -37.8136 144.9631 Melbourne
3004 -37.8400 144.9770 St Kilda Road
3220 -38.1499 144.3617 Geelong
3550 -36.7570 144.2794 Bendigo
3551 -36.7200 144.3200 Epsom
3555 -36.7850 144.2500 Kangaroo Flat
3556 -36.7180 144.2500 Eaglehawk
4000 -27.4698 153.0251 Brisbane City
4005 -27.4672 153.0496 New Farm
4006 -27.4540 153.0380 Fortitude Valley
4007 -27.4290 153.0620 Hamilton
4008 -27.4200 153.1170 Pinkenba
4009 -27.4310 153.0870 Eagle Farm
4010 -27.4300 153.0430 Albion
4011 -27.4190 153.0560 Clayfield
4012 -27.4010 153.0590 Nundah
4013 -27.3890 153.0690 Northgate
4014 -27.3740 153.0800 Banyo
4017 -27.3200 153.0700 Sandgate
4018 -27.3390 153.0320 Taigum
4019 -27.2500 153.0950 Clontarf
4020 -27.2300 153.1000 Redcliffe
4021 -27.2250 153.0850 Kippa-Ring
4022 -27.2100 153.1050 Rothwell
4030 -27.4220 153.0340 Lutwyche
4031 -27.4150 153.0330 Kedron
4032 -27.3850 153.0310 Chermside
4034 -27.3550 153.0200 Aspley
4035 -27.3560 152.9800 Albany Creek
4036 -27.3200 153.0100 Bald Hills
4037 -27.3370 152.9590 Eatons Hill
4051 -27.4250 152.9950 Enoggera
4053 -27.4050 152.9850 Everton Park
4054 -27.3950 152.9600 Arana Hills
4055 -27.4000 152.9300 Ferny Grove
4059 -27.4550 153.0000 Red Hill
4060 -27.4440 152.9880 Ashgrove
4061 -27.4440 152.9450 The Gap
4064 -27.4600 152.9990 Paddington
4065 -27.4600 152.9800 Bardon
4066 -27.4850 152.9900 Toowong
4067 -27.4970 153.0000 St Lucia
4068 -27.4990 152.9750 Indooroopilly
4069 -27.5050 152.9400 Kenmore
4070 -27.5650 152.8800 Bellbowrie
4072 -27.4975 153.0137 University of Queensland
4073 -27.5320 152.9870 Sherwood
4074 -27.5330 152.9400 Jindalee
4075 -27.5500 152.9800 Oxley
4076 -27.5650 152.9500 Darra
4077 -27.5900 152.9700 Inala
4078 -27.6200 152.9700 Forest Lake
4101 -27.4800 153.0150 South Brisbane
4102 -27.4900 153.0350 Woolloongabba
4103 -27.5100 153.0300 Annerley
4104 -27.5150 153.0150 Yeronga
4105 -27.5350 153.0250 Moorooka
4106 -27.5400 153.0000 Rocklea
4107 -27.5500 153.0300 Salisbury
4108 -27.5650 153.0300 Coopers Plains
4109 -27.5750 153.0600 Sunnybank
4110 -27.5850 153.0250 Acacia Ridge
4111 -27.5550 153.0550 Nathan
4112 -27.6050 153.0900 Kuraby
4113 -27.5850 153.0850 Eight Mile Plains
4114 -27.6400 153.1150 Woodridge
4115 -27.6100 153.0250 Algester
4116 -27.6200 153.0500 Calamvale
4117 -27.6350 153.0850 Karawatha
4118 -27.6600 153.0400 Browns Plains
4119 -27.6100 153.1100 Underwood
4120 -27.5080 153.0500 Greenslopes
4121 -27.5200 153.0700 Holland Park
4122 -27.5350 153.0800 Mount Gravatt
4123 -27.5800 153.1200 Rochedale
4124 -27.6900 153.0000 Boronia Heights
4125 -27.7050 153.0400 Park Ridge
4127 -27.6200 153.1400 Springwood
4128 -27.6500 153.1750 Shailer Park
4129 -27.6850 153.1850 Loganholme
4130 -27.6800 153.2550 Carbrook
4131 -27.6700 153.1400 Loganlea
4132 -27.6750 153.0970 Marsden
4133 -27.7200 153.1050 Logan Reserve
4151 -27.4950 153.0600 Coorparoo
4152 -27.4950 153.0950 Camp Hill
4153 -27.5000 153.1300 Belmont
4154 -27.4900 153.1600 Gumdale
4155 -27.5150 153.1550 Chandler
4156 -27.5400 153.1200 Mackenzie
4157 -27.5250 153.1900 Capalaba
4158 -27.4900 153.2000 Thorneside
4159 -27.4950 153.2150 Birkdale
4160 -27.4850 153.2400 Wellington Point
4161 -27.5300 153.2250 Alexandra Hills
4163 -27.5250 153.2650 Cleveland
4164 -27.5600 153.2650 Thornlands
4165 -27.5850 153.2800 Victoria Point
4169 -27.4780 153.0350 Kangaroo Point
4170 -27.4700 153.0800 Cannon Hill
4171 -27.4600 153.0600 Bulimba
4172 -27.4600 153.1000 Murarrie
4173 -27.4750 153.1250 Tingalpa
4174 -27.4500 153.1300 Hemmant
4178 -27.4450 153.1700 Wynnum
4179 -27.4600 153.1850 Manly
4207 -27.7150 153.2000 Beenleigh
4208 -27.7800 153.2600 Ormeau
4209 -27.8500 153.3000 Coomera
4210 -27.8900 153.3120 Oxenford
4211 -27.9890 153.3340 Nerang
4212 -27.9070 153.3330 Helensvale
4213 -28.0830 153.3650 Mudgeeraba
4214 -27.9700 153.3700 Molendinar
4215 -27.9700 153.4050 Southport
4216 -27.9130 153.3980 Runaway Bay
4217 -28.0020 153.4300 Surfers Paradise
4218 -28.0300 153.4310 Broadbeach
4220 -28.0890 153.4500 Burleigh Heads
4221 -28.1150 153.4650 Palm Beach
4223 -28.1430 153.4810 Currumbin
4224 -28.1470 153.4950 Tugun
4225 -28.1690 153.5200 Coolangatta
4226 -28.0700 153.3900 Robina
4227 -28.0870 153.4120 Varsity Lakes
4228 -28.1400 153.4200 Tallebudgera
4229 -28.0720 153.4150 Bond University
4230 -28.0770 153.3850 Robina Town Centre
4270 -27.8830 153.1290 Tamborine
4271 -27.9200 153.2000 Eagle Heights
4272 -27.9420 153.1830 Tamborine Mountain
4275 -28.0170 153.1650 Canungra
4300 -27.6300 152.9000 Goodna
4301 -27.6450 152.8600 Redbank Plains
4303 -27.5950 152.8350 Dinmore
4304 -27.6140 152.7900 Booval
4305 -27.6160 152.7600 Ipswich
4306 -27.5700 152.7700 Karalee
4340 -27.6400 152.5900 Rosewood
4350 -27.5600 151.9550 Toowoomba
4352 -27.4590 151.9530 Highfields
4500 -27.3050 152.9900 Strathpine
4501 -27.2850 152.9800 Lawnton
4502 -27.2950 152.9450 Warner
4503 -27.2600 152.9900 Kallangur
4504 -27.2100 152.9600 Narangba
4505 -27.1570 152.9580 Burpengary
4506 -27.1070 152.9490 Morayfield
4507 -27.0600 153.1600 Bribie Island
4508 -27.1950 153.0250 Deception Bay
4509 -27.2400 153.0300 North Lakes
4510 -27.0850 152.9510 Caboolture
4520 -27.3700 152.8900 Samford
4521 -27.2000 152.8200 Dayboro
4550 -26.8100 152.9650 Landsborough
4551 -26.7950 153.1200 Caloundra
4552 -26.7600 152.8500 Maleny
4553 -26.7500 153.0300 Palmview
4554 -26.7300 152.9600 Eudlo
4555 -26.6850 152.9600 Palmwoods
4556 -26.6850 153.0500 Buderim
4557 -26.6900 153.1100 Mooloolaba
4558 -26.6600 153.0900 Maroochydore
4559 -26.6600 152.9700 Woombye
4560 -26.6270 152.9600 Nambour
4561 -26.6100 153.0200 Bli Bli
4562 -26.4800 152.9500 Eumundi
4563 -26.4180 152.9100 Cooroy
4564 -26.5800 153.0900 Marcoola
4565 -26.3900 153.0350 Tewantin
4566 -26.4000 153.0600 Noosaville
4567 -26.3950 153.0900 Noosa Heads
4568 -26.3650 152.8550 Pomona
4569 -26.3350 152.8200 Cooran
4570 -26.1900 152.6650 Gympie
4572 -26.6720 153.1050 Alexandra Headland
4573 -26.5300 153.0850 Coolum Beach
4574 -26.5950 152.7300 Kenilworth
4575 -26.7450 153.1250 Birtinya
4655 -25.2882 152.8530 Hervey Bay
4670 -24.8661 152.3489 Bundaberg
4680 -23.8427 151.2555 Gladstone
4700 -23.3781 150.5136 Rockhampton
4740 -21.1411 149.1860 Mackay
4810 -19.2590 146.8169 Townsville
4870 -16.9186 145.7781 Cairns
5000 -34.9285 138.6007 Adelaide
6000 -31.9523 115.8613 Perth
7000 -42.8821 147.3272 Hobart
7250 -41.4332 147.1441 Launceston
`;

export interface PostcodeCentre {
  lat: number;
  lng: number;
  place: string;
}

export const AU_POSTCODES: ReadonlyMap<string, PostcodeCentre> = new Map(
  TABLE.trim()
    .split("\n")
    .map((line) => {
      const [postcode, lat, lng, ...place] = line.trim().split(" ");
      return [postcode, { lat: Number(lat), lng: Number(lng), place: place.join(" ") }] as const;
    }),
);
