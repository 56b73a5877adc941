/** Fictional operators of the demo (no real company's name), with the layouts their fleets use. */
export const DEMO_COMPANIES = [
  {
    name: 'Lagune Express',
    address: 'Gare routière d’Adjamé, Abidjan',
    phone: '+2252720300101',
    website: 'https://lagune-express.example',
  },
  {
    name: 'Éléphant Voyages',
    address: 'Boulevard Nangui Abrogoua, Adjamé, Abidjan',
    phone: '+2252720300202',
    website: 'https://elephant-voyages.example',
  },
  {
    name: 'Savane Lines',
    address: 'Gare de Yopougon Siporex, Abidjan',
    phone: '+2252723400303',
    website: 'https://savane-lines.example',
  },
  {
    name: 'Baobab Transport',
    address: 'Carrefour de la Paix, Bouaké',
    phone: '+2252731600404',
    website: 'https://baobab-transport.example',
  },
  {
    name: 'Comoé Tours',
    address: 'Gare de Treichville, Abidjan',
    phone: '+2252721240505',
    website: 'https://comoe-tours.example',
  },
  {
    name: 'Sassandra Bus',
    address: 'Quartier Lac, San-Pédro',
    phone: '+2252734710606',
    website: 'https://sassandra-bus.example',
  },
  {
    name: 'Sahel Liaisons',
    address: 'Gare internationale d’Adjamé, Abidjan',
    phone: '+2252720370707',
    website: 'https://sahel-liaisons.example',
  },
  {
    name: 'Kanien Transports',
    address: 'Route de Daloa, Yamoussoukro',
    phone: '+2252730640808',
    website: 'https://kanien-transports.example',
  },
] as const;

/** Bus types: name, model, layout, seats and amenities, from the city minibus to the VIP coach. */
export const BUS_TYPES = [
  { type: 'Classique', model: 'Yutong ZK6122', layout: '2x2', seats: 52, amenities: ['ac'], priceFactor: 1 },
  {
    type: 'Confort',
    model: 'Higer KLQ6128',
    layout: '2x2',
    seats: 44,
    amenities: ['ac', 'wifi', 'power'],
    priceFactor: 1.2,
  },
  {
    type: 'VIP',
    model: 'Mercedes Tourismo',
    layout: '2x1',
    seats: 30,
    amenities: ['ac', 'wifi', 'power', 'tv'],
    priceFactor: 1.6,
  },
  { type: 'Minibus', model: 'Toyota Coaster', layout: '2x1', seats: 24, amenities: ['ac'], priceFactor: 0.9 },
] as const;

/**
 * City pairs served (both directions), with the intermediate stops of the usual road. Distances come from
 * cities.json (from Abidjan) or are given here for pairs that do not start in Abidjan.
 */
export const DEMO_LINES: { from: string; to: string; km?: number; stops: string[]; departures: string[] }[] =
  [
    {
      from: 'Abidjan',
      to: 'Yamoussoukro',
      stops: ['Toumodi'],
      departures: ['06:00', '07:30', '09:00', '12:00', '15:30', '18:00', '21:00'],
    },
    {
      from: 'Abidjan',
      to: 'Bouaké',
      stops: ['Yamoussoukro'],
      departures: ['06:30', '08:00', '13:00', '20:30'],
    },
    {
      from: 'Abidjan',
      to: 'San-Pédro',
      stops: ['Grand-Lahou', 'Sassandra'],
      departures: ['07:00', '10:00', '22:00'],
    },
    { from: 'Abidjan', to: 'Daloa', stops: ['Divo', 'Issia'], departures: ['06:00', '11:00', '19:00'] },
    {
      from: 'Abidjan',
      to: 'Korhogo',
      stops: ['Yamoussoukro', 'Bouaké', 'Katiola'],
      departures: ['05:30', '19:30'],
    },
    {
      from: 'Abidjan',
      to: 'Man',
      stops: ['Yamoussoukro', 'Daloa', 'Duékoué'],
      departures: ['06:00', '20:00'],
    },
    { from: 'Abidjan', to: 'Gagnoa', stops: ['Divo'], departures: ['07:00', '14:00'] },
    { from: 'Abidjan', to: 'Divo', stops: [], departures: ['07:30', '12:30', '17:00'] },
    { from: 'Abidjan', to: 'Anyama', stops: [], departures: ['06:00', '08:00', '10:00', '16:00', '18:30'] },
    { from: 'Abidjan', to: 'Abengourou', stops: ['Adzopé'], departures: ['07:00', '15:00'] },
    {
      from: 'Abidjan',
      to: 'Bondoukou',
      stops: ['Abengourou', 'Agnibilékrou'],
      departures: ['06:30', '18:00'],
    },
    { from: 'Abidjan', to: 'Odienné', stops: ['Yamoussoukro', 'Séguéla'], departures: ['18:30'] },
    { from: 'Abidjan', to: 'Séguéla', stops: ['Yamoussoukro', 'Bouaflé'], departures: ['07:00', '19:00'] },
    { from: 'Abidjan', to: 'Soubré', stops: ['Divo', 'Gagnoa'], departures: ['06:30', '13:30'] },
    { from: 'Abidjan', to: 'Ferkessédougou', stops: ['Bouaké', 'Katiola'], departures: ['19:00'] },
    {
      from: 'Abidjan',
      to: 'Grand-Bassam',
      stops: [],
      departures: ['07:00', '09:00', '11:00', '14:00', '17:00'],
    },
    { from: 'Abidjan', to: 'Accra', stops: ['Aboisso', 'Elubo', 'Takoradi'], departures: ['07:00', '20:00'] },
    {
      from: 'Abidjan',
      to: 'Ouagadougou',
      stops: ['Bouaké', 'Ferkessédougou', 'Bobo-Dioulasso'],
      departures: ['10:00'],
    },
    { from: 'Abidjan', to: 'Bamako', stops: ['Yamoussoukro', 'Odienné', 'Bougouni'], departures: ['09:00'] },
    { from: 'Abidjan', to: 'Lomé', stops: ['Accra'], departures: ['06:00'] },
    {
      from: 'Yamoussoukro',
      to: 'Bouaké',
      km: 110,
      stops: ['Tiébissou'],
      departures: ['07:00', '11:00', '16:00'],
    },
    {
      from: 'Bouaké',
      to: 'Korhogo',
      km: 230,
      stops: ['Katiola', 'Niakaramandougou'],
      departures: ['08:00', '14:00'],
    },
    { from: 'Yamoussoukro', to: 'Daloa', km: 140, stops: ['Bouaflé'], departures: ['08:30', '15:00'] },
    { from: 'Daloa', to: 'Man', km: 200, stops: ['Duékoué'], departures: ['07:30', '13:00'] },
    { from: 'San-Pédro', to: 'Soubré', km: 130, stops: ['Méagui'], departures: ['08:00', '15:30'] },
    { from: 'Accra', to: 'Lomé', km: 200, stops: ['Aflao'], departures: ['08:00'] },
  ];

export const FARE_PER_KM = 30;
export const AVERAGE_SPEED_KMH = 60;
