/** wp_send_json's encoding lives with the rendering helpers, which hash with it too. */
export { phpJsonEncode } from '../schema/render/php-json';
