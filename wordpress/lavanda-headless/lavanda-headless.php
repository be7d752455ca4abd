<?php
/**
 * Plugin Name:       Lavanda Headless
 * Description:       The WordPress half of the Lavanda news site: its content model (through SCF/ACF), the header-menu and footer-menu locations, on-demand revalidation of the site when content changes, offset pagination for WPGraphQL when WPGraphQL Offset Pagination is not active, the theme's block presets for the site's blocks, and the per-block CSS WordPress generates for a post's blocks.
 * Version:           1.0.0
 * Requires at least: 6.4
 * Requires PHP:      8.2
 * Author:            Lavanda
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       lavanda-headless
 *
 * @package Lavanda_Headless
 */

defined( 'ABSPATH' ) || exit;

// Also reported by GET /wp-json/lavanda/v1/status, so keep it equal to the header's Version.
define( 'LAVANDA_HEADLESS_VERSION', '1.0.0' );
define( 'LAVANDA_HEADLESS_FILE', __FILE__ );
define( 'LAVANDA_HEADLESS_DIR', __DIR__ );

require_once __DIR__ . '/includes/class-lavanda-settings.php';
require_once __DIR__ . '/includes/class-lavanda-failure-log.php';
require_once __DIR__ . '/includes/class-lavanda-revalidation-queue.php';
require_once __DIR__ . '/includes/class-lavanda-change-watcher.php';
require_once __DIR__ . '/includes/class-lavanda-settings-page.php';
require_once __DIR__ . '/includes/class-lavanda-content-model.php';
require_once __DIR__ . '/includes/class-lavanda-menus.php';
require_once __DIR__ . '/includes/class-lavanda-offset-pagination.php';
require_once __DIR__ . '/includes/class-lavanda-public-route.php';
require_once __DIR__ . '/includes/class-lavanda-status-endpoint.php';
require_once __DIR__ . '/includes/class-lavanda-global-styles-endpoint.php';
require_once __DIR__ . '/includes/class-lavanda-block-support-styles.php';

/**
 * Wires the parts together. Each part only adds hooks here; nothing runs before WordPress asks.
 */
function lavanda_headless_boot(): void {
	$settings = new Lavanda_Settings();
	$log      = new Lavanda_Failure_Log();
	$queue    = new Lavanda_Revalidation_Queue( $settings, $log );

	Lavanda_Content_Model::register();
	Lavanda_Menus::register();
	Lavanda_Offset_Pagination::register();
	Lavanda_Block_Support_Styles::register();

	$queue->register();
	$log->register();
	( new Lavanda_Change_Watcher( $queue ) )->register();
	( new Lavanda_Settings_Page( $settings, $log, $queue ) )->register();
	( new Lavanda_Status_Endpoint( $settings ) )->register();
	( new Lavanda_Global_Styles_Endpoint() )->register();
}

lavanda_headless_boot();
