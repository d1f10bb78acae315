// Who runs Startline, as the invoice's supplier block and the About Us page show it: the server reads it
// from its configuration and hands it to the app in /config.json.
export interface CompanyDetails {
  name: string;
  addressLines: string[];
  gstin: string;
  email: string;
  phone: string;
}
