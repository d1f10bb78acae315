/** Venues of the demo catalogue: real places, with the PIN code of the venue. */
export interface DemoVenue {
  city: string;
  state: string;
  venue: string;
  pincode: string;
}

export const DEMO_VENUES = {
  mumbaiMarineDrive: {
    city: 'Mumbai',
    state: 'Maharashtra',
    venue: 'Marine Drive, near NCPA, Nariman Point',
    pincode: '400021',
  },
  mumbaiBkc: { city: 'Mumbai', state: 'Maharashtra', venue: 'MMRDA Grounds, Bandra Kurla Complex', pincode: '400051' },
  mumbaiAquatics: {
    city: 'Mumbai',
    state: 'Maharashtra',
    venue: 'Andheri Sports Complex Pool, Veera Desai Road',
    pincode: '400058',
  },
  puneBalewadi: {
    city: 'Pune',
    state: 'Maharashtra',
    venue: 'Shree Shiv Chhatrapati Sports Complex, Balewadi',
    pincode: '411045',
  },
  puneSinhagad: { city: 'Pune', state: 'Maharashtra', venue: 'Sinhagad Fort Base Village, Donje', pincode: '411025' },
  bengaluruKanteerava: {
    city: 'Bengaluru',
    state: 'Karnataka',
    venue: 'Sree Kanteerava Stadium, Kasturba Road',
    pincode: '560001',
  },
  bengaluruCubbon: {
    city: 'Bengaluru',
    state: 'Karnataka',
    venue: 'Cubbon Park Bandstand, Kasturba Road',
    pincode: '560001',
  },
  bengaluruNandi: {
    city: 'Bengaluru',
    state: 'Karnataka',
    venue: 'Nandi Hills Road, Karahalli Cross',
    pincode: '562103',
  },
  delhiJln: { city: 'Delhi', state: 'Delhi', venue: 'Jawaharlal Nehru Stadium, Lodhi Road', pincode: '110003' },
  delhiIndiaGate: { city: 'Delhi', state: 'Delhi', venue: 'Kartavya Path, near India Gate', pincode: '110001' },
  delhiTalkatora: {
    city: 'Delhi',
    state: 'Delhi',
    venue: 'Talkatora Swimming Pool, Talkatora Garden',
    pincode: '110004',
  },
  chennaiMarina: { city: 'Chennai', state: 'Tamil Nadu', venue: 'Marina Beach, near Lighthouse', pincode: '600004' },
  chennaiVelachery: { city: 'Chennai', state: 'Tamil Nadu', venue: 'Velachery Aquatics Complex', pincode: '600042' },
  hyderabadNecklace: {
    city: 'Hyderabad',
    state: 'Telangana',
    venue: 'People’s Plaza, Necklace Road',
    pincode: '500063',
  },
  hyderabadGachibowli: {
    city: 'Hyderabad',
    state: 'Telangana',
    venue: 'GMC Balayogi Athletic Stadium, Gachibowli',
    pincode: '500032',
  },
  kolkataMaidan: { city: 'Kolkata', state: 'West Bengal', venue: 'Red Road, Maidan', pincode: '700021' },
  kolkataSaltLake: {
    city: 'Kolkata',
    state: 'West Bengal',
    venue: 'Salt Lake Stadium (Yuva Bharati Krirangan)',
    pincode: '700098',
  },
  jaipurJlnMarg: { city: 'Jaipur', state: 'Rajasthan', venue: 'Sawai Mansingh Stadium, JLN Marg', pincode: '302004' },
  jaipurAmer: { city: 'Jaipur', state: 'Rajasthan', venue: 'Jal Mahal Promenade, Amer Road', pincode: '302002' },
  kochiMarineDrive: { city: 'Kochi', state: 'Kerala', venue: 'Marine Drive Walkway, Ernakulam', pincode: '682031' },
  kochiBolgatty: { city: 'Kochi', state: 'Kerala', venue: 'Bolgatty Island Waterfront, Mulavukad', pincode: '682504' },
  goaMiramar: { city: 'Goa', state: 'Goa', venue: 'Miramar Beach, Panaji', pincode: '403001' },
  goaColva: { city: 'Goa', state: 'Goa', venue: 'Colva Beach, Salcete', pincode: '403708' },
  ahmedabadRiverfront: {
    city: 'Ahmedabad',
    state: 'Gujarat',
    venue: 'Sabarmati Riverfront Event Centre',
    pincode: '380009',
  },
  ahmedabadKankaria: { city: 'Ahmedabad', state: 'Gujarat', venue: 'Kankaria Lakefront, Maninagar', pincode: '380022' },
  chandigarhSukhna: {
    city: 'Chandigarh',
    state: 'Chandigarh',
    venue: 'Sukhna Lake Promenade, Sector 1',
    pincode: '160001',
  },
  chandigarhSector7: { city: 'Chandigarh', state: 'Chandigarh', venue: 'Sector 7 Sports Complex', pincode: '160019' },
  mysuruChamundi: {
    city: 'Mysuru',
    state: 'Karnataka',
    venue: 'Chamundi Hill Foothills, Lalitha Mahal Road',
    pincode: '570011',
  },
} as const satisfies Record<string, DemoVenue>;

export type DemoVenueKey = keyof typeof DEMO_VENUES;
