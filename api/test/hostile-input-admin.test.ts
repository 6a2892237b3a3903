// The hostile-input walk (hostile-walk.ts) over admin routes; the four parts run side by side.
import { hostileInputSuite, routeGroups } from './hostile-walk.js';

hostileInputSuite(routeGroups.admin);
