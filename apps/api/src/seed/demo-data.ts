/** Fictional operators of the demo (no real company's name), with the layouts their fleets use. */
export const DEMO_COMPANIES = [
  {
    name: 'Lagune Express',
    description: {
      fr: 'Depuis 2004, Lagune Express relie Abidjan à Yamoussoukro, Bouaké et aux grandes villes de l’intérieur, avec des départs toutes les heures aux heures de pointe. Guichets ouverts de 5 h à 22 h à la gare d’Adjamé.',
      en: 'Since 2004, Lagune Express has linked Abidjan with Yamoussoukro, Bouaké and the main towns inland, with departures every hour at peak times. Ticket counters at the Adjamé station are open from 5 am to 10 pm.',
      es: 'Desde 2004, Lagune Express une Abidjan con Yamoussoukro, Bouaké y las principales ciudades del interior, con salidas cada hora en las horas punta. Taquillas abiertas de 5:00 a 22:00 en la estación de Adjamé.',
    },
    address: 'Gare routière d’Adjamé, Abidjan',
    phone: '+2252720300101',
    website: 'https://lagune-express.example',
  },
  {
    name: 'Éléphant Voyages',
    description: {
      fr: 'Éléphant Voyages transporte les voyageurs depuis 2005 dans des cars climatisés, du centre au nord du pays. Salle d’attente couverte, consigne à bagages et guichet d’information à la gare.',
      en: 'Éléphant Voyages has carried travellers since 2005 in air-conditioned coaches, from the centre to the north of the country. The station has a covered waiting room, a left-luggage office and an information desk.',
      es: 'Éléphant Voyages transporta viajeros desde 2005 en autocares climatizados, del centro al norte del país. La estación cuenta con sala de espera cubierta, consigna de equipaje y mostrador de información.',
    },
    address: 'Boulevard Nangui Abrogoua, Adjamé, Abidjan',
    phone: '+2252720300202',
    website: 'https://elephant-voyages.example',
  },
  {
    name: 'Savane Lines',
    description: {
      fr: 'Savane Lines dessert l’ouest et le nord depuis 2006 au départ de Yopougon, sans passer par le centre d’Abidjan. Enregistrement des bagages 30 minutes avant le départ.',
      en: 'Savane Lines has served the west and the north since 2006 from Yopougon, without going through central Abidjan. Luggage check-in opens 30 minutes before departure.',
      es: 'Savane Lines da servicio al oeste y al norte desde 2006 con salida desde Yopougon, sin pasar por el centro de Abidjan. La facturación de equipaje abre 30 minutos antes de la salida.',
    },
    address: 'Gare de Yopougon Siporex, Abidjan',
    phone: '+2252723400303',
    website: 'https://savane-lines.example',
  },
  {
    name: 'Baobab Transport',
    description: {
      fr: 'Née à Bouaké en 2007, Baobab Transport relie le cœur du pays à Abidjan, Korhogo et Ferkessédougou. Petite restauration et toilettes sur place, départs de nuit sur les longues distances.',
      en: 'Founded in Bouaké in 2007, Baobab Transport links the heart of the country with Abidjan, Korhogo and Ferkessédougou. Snacks and toilets on site, and night departures on long journeys.',
      es: 'Fundada en Bouaké en 2007, Baobab Transport une el corazón del país con Abidjan, Korhogo y Ferkessédougou. Cafetería y aseos en la estación, y salidas nocturnas en los trayectos largos.',
    },
    address: 'Carrefour de la Paix, Bouaké',
    phone: '+2252731600404',
    website: 'https://baobab-transport.example',
  },
  {
    name: 'Comoé Tours',
    description: {
      fr: 'Comoé Tours part de Treichville depuis 2008 vers l’est du pays et le Ghana. Le personnel parle français et anglais ; pensez à votre passeport pour les trajets internationaux.',
      en: 'Comoé Tours has left from Treichville since 2008 for the east of the country and Ghana. Staff speak French and English; remember your passport for international journeys.',
      es: 'Comoé Tours sale desde Treichville desde 2008 hacia el este del país y Ghana. El personal habla francés e inglés; no olvide su pasaporte para los viajes internacionales.',
    },
    address: 'Gare de Treichville, Abidjan',
    phone: '+2252721240505',
    website: 'https://comoe-tours.example',
  },
  {
    name: 'Sassandra Bus',
    description: {
      fr: 'Sassandra Bus relie San-Pédro et le littoral ouest à Abidjan depuis 2009. Gare au quartier Lac, à cinq minutes du port ; colis acceptés au guichet.',
      en: 'Sassandra Bus has linked San-Pédro and the western coast with Abidjan since 2009. The station is in the Lac district, five minutes from the port; parcels are accepted at the counter.',
      es: 'Sassandra Bus une San-Pédro y la costa oeste con Abidjan desde 2009. La estación está en el barrio Lac, a cinco minutos del puerto; se aceptan paquetes en la taquilla.',
    },
    address: 'Quartier Lac, San-Pédro',
    phone: '+2252734710606',
    website: 'https://sassandra-bus.example',
  },
  {
    name: 'Sahel Liaisons',
    description: {
      fr: 'Sahel Liaisons assure depuis 2010 les lignes internationales vers Ouagadougou, Bamako et Accra. Présentez-vous une heure avant le départ avec une pièce d’identité valide pour les formalités de frontière.',
      en: 'Since 2010, Sahel Liaisons has run the international lines to Ouagadougou, Bamako and Accra. Please arrive an hour before departure with valid identification for the border formalities.',
      es: 'Desde 2010, Sahel Liaisons cubre las líneas internacionales a Uagadugú, Bamako y Acra. Preséntese una hora antes de la salida con un documento de identidad válido para los trámites fronterizos.',
    },
    address: 'Gare internationale d’Adjamé, Abidjan',
    phone: '+2252720370707',
    website: 'https://sahel-liaisons.example',
  },
  {
    name: 'Kanien Transports',
    description: {
      fr: 'Kanien Transports part de Yamoussoukro depuis 2011 vers Daloa, Man et Abidjan. Gare climatisée avec prises de recharge et Wi-Fi gratuit en salle d’attente.',
      en: 'Kanien Transports has departed from Yamoussoukro since 2011 for Daloa, Man and Abidjan. The air-conditioned station has charging points and free Wi-Fi in the waiting room.',
      es: 'Kanien Transports sale de Yamoussoukro desde 2011 hacia Daloa, Man y Abidjan. La estación climatizada dispone de enchufes para cargar el móvil y wifi gratuito en la sala de espera.',
    },
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
