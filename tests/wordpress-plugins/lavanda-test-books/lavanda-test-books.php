<?php
/**
 * Plugin Name: Lavanda test books
 * Description: Test only (the site's browser tests): a public custom post type shown in GraphQL,
 * with an archive, as sites register their own types.
 * Version: 1.0.0
 * Requires PHP: 8.2
 *
 * @package LavandaTestBooks
 */

defined( 'ABSPATH' ) || exit;

/**
 * Registers the `book` type.
 */
function lavanda_test_books_register(): void {
	register_post_type(
		'book',
		array(
			'label'               => 'Books',
			'public'              => true,
			'has_archive'         => true,
			'rewrite'             => array( 'slug' => 'books' ),
			'supports'            => array( 'title', 'editor', 'excerpt', 'author', 'thumbnail' ),
			'show_in_graphql'     => true,
			'graphql_single_name' => 'book',
			'graphql_plural_name' => 'books',
		)
	);
}
add_action( 'init', 'lavanda_test_books_register' );

// The type's addresses exist as soon as the plugin is active.
register_activation_hook(
	__FILE__,
	static function (): void {
		lavanda_test_books_register();
		flush_rewrite_rules();
	}
);
