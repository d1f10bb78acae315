import type { EventCategory } from '../db/schema';

/** Cities for generated catalogues: [city, state]. */
export const GENERATED_CITIES: ReadonlyArray<readonly [string, string]> = [
  ['Mumbai', 'Maharashtra'],
  ['Pune', 'Maharashtra'],
  ['Nagpur', 'Maharashtra'],
  ['Nashik', 'Maharashtra'],
  ['Bengaluru', 'Karnataka'],
  ['Mysuru', 'Karnataka'],
  ['Mangaluru', 'Karnataka'],
  ['Delhi', 'Delhi'],
  ['Gurugram', 'Haryana'],
  ['Noida', 'Uttar Pradesh'],
  ['Lucknow', 'Uttar Pradesh'],
  ['Varanasi', 'Uttar Pradesh'],
  ['Chennai', 'Tamil Nadu'],
  ['Coimbatore', 'Tamil Nadu'],
  ['Madurai', 'Tamil Nadu'],
  ['Hyderabad', 'Telangana'],
  ['Visakhapatnam', 'Andhra Pradesh'],
  ['Vijayawada', 'Andhra Pradesh'],
  ['Kolkata', 'West Bengal'],
  ['Siliguri', 'West Bengal'],
  ['Jaipur', 'Rajasthan'],
  ['Udaipur', 'Rajasthan'],
  ['Jodhpur', 'Rajasthan'],
  ['Kochi', 'Kerala'],
  ['Thiruvananthapuram', 'Kerala'],
  ['Kozhikode', 'Kerala'],
  ['Goa', 'Goa'],
  ['Ahmedabad', 'Gujarat'],
  ['Surat', 'Gujarat'],
  ['Vadodara', 'Gujarat'],
  ['Chandigarh', 'Chandigarh'],
  ['Ludhiana', 'Punjab'],
  ['Amritsar', 'Punjab'],
  ['Dehradun', 'Uttarakhand'],
  ['Rishikesh', 'Uttarakhand'],
  ['Bhopal', 'Madhya Pradesh'],
  ['Indore', 'Madhya Pradesh'],
  ['Bhubaneswar', 'Odisha'],
  ['Guwahati', 'Assam'],
  ['Shillong', 'Meghalaya'],
  ['Patna', 'Bihar'],
  ['Ranchi', 'Jharkhand'],
  ['Raipur', 'Chhattisgarh'],
  ['Shimla', 'Himachal Pradesh'],
  ['Srinagar', 'Jammu and Kashmir'],
  ['Puducherry', 'Puducherry'],
];

export const GENERATED_KINDS: Record<EventCategory, readonly string[]> = {
  Athletic: ['5K Fun Run', '10K Run', 'Half Marathon', 'Marathon', 'Trail Run', 'Night Run', 'Ultra 50K', 'Relay Run'],
  Cycling: ['Cyclothon', 'Gran Fondo', 'Hill Climb', 'Century Ride', 'Night Ride', 'MTB Challenge'],
  Triathlon: ['Sprint Triathlon', 'Olympic Triathlon', 'Aquathlon', 'Duathlon', 'Half Distance Triathlon'],
  Swimming: ['Open Water Swim', 'Swim Meet', 'River Swim', 'Masters Swim', 'Relay Swim'],
  'Yoga & Fitness': ['Sunrise Yoga', 'Fitness Bootcamp', 'Zumba Marathon', 'Wellness Retreat', 'HIIT Fest'],
  'Team Sports': [
    'Football League',
    'Cricket Cup',
    'Kabaddi Cup',
    '3x3 Basketball',
    'Volleyball Open',
    'Ultimate Frisbee Open',
  ],
};

export const GENERATED_ADJECTIVES = [
  'Sunrise',
  'Monsoon',
  'Winter',
  'Heritage',
  'Riverside',
  'Green',
  'Midnight',
  'Coastal',
  'Hills',
  'Lakeside',
  'City',
  'Royal',
  'Spring',
  'Festive',
  'Independence',
  'Republic',
] as const;

/** Category weights, roughly the landing page's category counts (running most common). */
export const GENERATED_CATEGORY_WEIGHTS: ReadonlyArray<readonly [EventCategory, number]> = [
  ['Athletic', 140],
  ['Cycling', 95],
  ['Triathlon', 35],
  ['Swimming', 42],
  ['Yoga & Fitness', 68],
  ['Team Sports', 56],
];

export const GENERATED_TICKET_CATEGORIES: Record<EventCategory, ReadonlyArray<readonly [string, number]>> = {
  Athletic: [
    ['5K', 0],
    ['10K', 400],
    ['21.1K', 1000],
  ],
  Cycling: [
    ['25K', 0],
    ['50K', 500],
    ['100K', 1200],
  ],
  Triathlon: [
    ['Sprint', 0],
    ['Olympic', 1000],
  ],
  Swimming: [
    ['1K', 0],
    ['3K', 500],
  ],
  'Yoga & Fitness': [
    ['General', 0],
    ['With Lunch', 500],
  ],
  'Team Sports': [
    ['Player', 0],
    ['Captain', 0],
  ],
};
