<?php
/**
 * Removes the plugin's options when it is deleted from the Plugins screen (not on deactivation,
 * so that deactivating for a moment keeps the settings).
 *
 * @package Lavanda_Headless
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

delete_option( 'lavanda_site_url' );
delete_option( 'lavanda_revalidate_secret' );
delete_option( 'lavanda_revalidation_failures' );
