/** Venues of the demo catalogue: real places, with the PIN code of the venue. */
export interface DemoVenue {
  city: string;
  state: string;
  venue: string;
  pincode: string;
}

/** Each demo city with its state, said once. */
const CITIES = {
  mumbai: { city: 'Mumbai', state: 'Maharashtra' },
  pune: { city: 'Pune', state: 'Maharashtra' },
  bengaluru: { city: 'Bengaluru', state: 'Karnataka' },
  delhi: { city: 'Delhi', state: 'Delhi' },
  chennai: { city: 'Chennai', state: 'Tamil Nadu' },
  hyderabad: { city: 'Hyderabad', state: 'Telangana' },
  kolkata: { city: 'Kolkata', state: 'West Bengal' },
  jaipur: { city: 'Jaipur', state: 'Rajasthan' },
  kochi: { city: 'Kochi', state: 'Kerala' },
  goa: { city: 'Goa', state: 'Goa' },
  ahmedabad: { city: 'Ahmedabad', state: 'Gujarat' },
  chandigarh: { city: 'Chandigarh', state: 'Chandigarh' },
  mysuru: { city: 'Mysuru', state: 'Karnataka' },
} as const;

/** A venue in one of the demo cities. */
const at = (place: { city: string; state: string }, venue: string, pincode: string): DemoVenue => ({
  ...place,
  venue,
  pincode,
});

export const DEMO_VENUES = {
  mumbaiMarineDrive: at(CITIES.mumbai, 'Marine Drive, near NCPA, Nariman Point', '400021'),
  mumbaiBkc: at(CITIES.mumbai, 'MMRDA Grounds, Bandra Kurla Complex', '400051'),
  mumbaiAquatics: at(CITIES.mumbai, 'Andheri Sports Complex Pool, Veera Desai Road', '400058'),
  puneBalewadi: at(CITIES.pune, 'Shree Shiv Chhatrapati Sports Complex, Balewadi', '411045'),
  puneSinhagad: at(CITIES.pune, 'Sinhagad Fort Base Village, Donje', '411025'),
  bengaluruKanteerava: at(CITIES.bengaluru, 'Sree Kanteerava Stadium, Kasturba Road', '560001'),
  bengaluruCubbon: at(CITIES.bengaluru, 'Cubbon Park Bandstand, Kasturba Road', '560001'),
  bengaluruNandi: at(CITIES.bengaluru, 'Nandi Hills Road, Karahalli Cross', '562103'),
  delhiJln: at(CITIES.delhi, 'Jawaharlal Nehru Stadium, Lodhi Road', '110003'),
  delhiIndiaGate: at(CITIES.delhi, 'Kartavya Path, near India Gate', '110001'),
  delhiTalkatora: at(CITIES.delhi, 'Talkatora Swimming Pool, Talkatora Garden', '110004'),
  chennaiMarina: at(CITIES.chennai, 'Marina Beach, near Lighthouse', '600004'),
  chennaiVelachery: at(CITIES.chennai, 'Velachery Aquatics Complex', '600042'),
  hyderabadNecklace: at(CITIES.hyderabad, 'People’s Plaza, Necklace Road', '500063'),
  hyderabadGachibowli: at(CITIES.hyderabad, 'GMC Balayogi Athletic Stadium, Gachibowli', '500032'),
  kolkataMaidan: at(CITIES.kolkata, 'Red Road, Maidan', '700021'),
  kolkataSaltLake: at(CITIES.kolkata, 'Salt Lake Stadium (Yuva Bharati Krirangan)', '700098'),
  jaipurJlnMarg: at(CITIES.jaipur, 'Sawai Mansingh Stadium, JLN Marg', '302004'),
  jaipurAmer: at(CITIES.jaipur, 'Jal Mahal Promenade, Amer Road', '302002'),
  kochiMarineDrive: at(CITIES.kochi, 'Marine Drive Walkway, Ernakulam', '682031'),
  kochiBolgatty: at(CITIES.kochi, 'Bolgatty Island Waterfront, Mulavukad', '682504'),
  goaMiramar: at(CITIES.goa, 'Miramar Beach, Panaji', '403001'),
  goaColva: at(CITIES.goa, 'Colva Beach, Salcete', '403708'),
  ahmedabadRiverfront: at(CITIES.ahmedabad, 'Sabarmati Riverfront Event Centre', '380009'),
  ahmedabadKankaria: at(CITIES.ahmedabad, 'Kankaria Lakefront, Maninagar', '380022'),
  chandigarhSukhna: at(CITIES.chandigarh, 'Sukhna Lake Promenade, Sector 1', '160001'),
  chandigarhSector7: at(CITIES.chandigarh, 'Sector 7 Sports Complex', '160019'),
  mysuruChamundi: at(CITIES.mysuru, 'Chamundi Hill Foothills, Lalitha Mahal Road', '570011'),
} as const satisfies Record<string, DemoVenue>;

export type DemoVenueKey = keyof typeof DEMO_VENUES;
