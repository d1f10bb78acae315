import AboutUsPage from '../pages/about-us/about-us-page';
import { useServices } from './services';

/** Route '/about-us': the contact block comes from the runtime config's company details. */
export default function AboutUsScreen() {
  const { company } = useServices().config;
  return <AboutUsPage contact={company} />;
}
