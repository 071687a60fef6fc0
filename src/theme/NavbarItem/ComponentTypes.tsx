// Wraps the theme's navbar item registry to add one item type; Docusaurus documents this as the
// way to add custom navbar items (re-check the registry's shape on upgrade).
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import ShortcutOsSwitch from '@site/src/components/ShortcutOsSwitch';

export default {
  ...ComponentTypes,
  'custom-shortcutOs': ShortcutOsSwitch,
};
