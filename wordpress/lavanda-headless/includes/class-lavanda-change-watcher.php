<?php
/**
 * Turns WordPress's save hooks into the site's notifications.
 *
 * @package Lavanda_Headless
 */

defined( 'ABSPATH' ) || exit;

/**
 * Decides what is stale after a change and queues it. Paths are relative to the home address, as
 * WPGraphQL's `uri` gives them ("/hello-world/", "/category/news/"), because that is what the site
 * routes. A node that moved or disappeared is reported with the paths it had BEFORE the change,
 * which is why some hooks only take a snapshot for a later one to use.
 */
final class Lavanda_Change_Watcher {

	/** Options every page depends on: a change regenerates the site-wide pages. */
	const SITE_WIDE_OPTIONS = array(
		'blogname',
		'blogdescription',
		'posts_per_page',
		'site_icon',
		'sticky_posts',
		'show_on_front',
		'page_on_front',
		'page_for_posts',
		'permalink_structure',
		'category_base',
		'tag_base',
		'blog_public',
		'date_format',
		'time_format',
		'timezone_string',
		'gmt_offset',
		'WPLANG',
	);

	private Lavanda_Revalidation_Queue $queue;

	/** @var array<int,array{path:string,archives:string[]}> Post ID => how it was public before the save. */
	private array $posts_before = array();

	/** @var array<int,array<int,string>> Term ID => paths of it and its children before the edit. */
	private array $terms_before = array();

	public function __construct( Lavanda_Revalidation_Queue $queue ) {
		$this->queue = $queue;
	}

	public function register(): void {
		// Posts and pages (any public post type).
		// Trashing renames the post ("hello__trashed") before pre_post_update: look earlier.
		add_action( 'wp_trash_post', array( $this, 'before_post_update' ), 10, 1 );
		add_action( 'pre_post_update', array( $this, 'before_post_update' ), 10, 1 );
		add_action( 'wp_after_insert_post', array( $this, 'after_post_saved' ), 10, 4 );
		add_action( 'before_delete_post', array( $this, 'before_post_deleted' ), 10, 2 );
		// Terms of public taxonomies (categories, tags …).
		add_action( 'edit_terms', array( $this, 'before_term_update' ), 10, 2 );
		add_action( 'edited_term', array( $this, 'after_term_updated' ), 10, 3 );
		add_action( 'pre_delete_term', array( $this, 'before_term_deleted' ), 10, 2 );
		// Menus: shown on every page.
		add_action( 'wp_update_nav_menu', array( $this, 'site_wide' ), 10, 0 );
		add_action( 'wp_delete_nav_menu', array( $this, 'site_wide' ), 10, 0 );
		add_action( 'wp_update_nav_menu_item', array( $this, 'site_wide' ), 10, 0 );
		add_action( 'deleted_post', array( $this, 'after_post_deleted' ), 10, 2 );
		add_filter( 'pre_set_theme_mod_nav_menu_locations', array( $this, 'menu_locations_changed' ), 10, 2 );
		// Settings.
		add_action( 'updated_option', array( $this, 'option_changed' ), 10, 1 );
		add_action( 'added_option', array( $this, 'option_changed' ), 10, 1 );
		// ACF values: after ACF has saved them (priority 10).
		add_action( 'acf/save_post', array( $this, 'acf_saved' ), 20, 1 );
	}

	public function site_wide(): void {
		$this->queue->add_site_wide();
	}

	/**
	 * A path as the site routes it: the link relative to the home address.
	 *
	 * @param string $link An absolute link from WordPress.
	 */
	public static function path_of( string $link ): string {
		$home = untrailingslashit( home_url() );
		$path = str_starts_with( $link, $home ) ? substr( $link, strlen( $home ) ) : wp_make_link_relative( $link );
		return '' === $path ? '/' : $path;
	}

	private static function saving_automatically(): bool {
		return defined( 'DOING_AUTOSAVE' ) && DOING_AUTOSAVE;
	}

	/**
	 * An import creates thousands of posts: one site-wide call instead of one per post.
	 */
	private static function importing(): bool {
		return defined( 'WP_IMPORTING' ) && WP_IMPORTING;
	}

	/**
	 * Whether the site shows this post: published, of a public type. Attachments have no page of
	 * their own on the site; revisions, autosaves and menu items are not public types.
	 *
	 * @param WP_Post $post The post.
	 */
	private static function is_public_post( WP_Post $post ): bool {
		return 'publish' === $post->post_status && 'attachment' !== $post->post_type && is_post_type_viewable( $post->post_type );
	}

	/**
	 * The post's path and the archives that list it (its terms', its author's).
	 *
	 * @param WP_Post $post The post, as it is now in the database.
	 * @return array{path:string,archives:string[]}
	 */
	private static function describe_post( WP_Post $post ): array {
		$archives = array();
		foreach ( get_object_taxonomies( $post->post_type ) as $taxonomy ) {
			if ( ! is_taxonomy_viewable( $taxonomy ) ) {
				continue;
			}
			$terms = get_the_terms( $post, $taxonomy );
			foreach ( is_array( $terms ) ? $terms : array() as $term ) {
				$link = get_term_link( $term );
				if ( is_string( $link ) ) {
					$archives[] = self::path_of( $link );
				}
			}
		}
		if ( post_type_supports( $post->post_type, 'author' ) && $post->post_author ) {
			$archives[] = self::path_of( get_author_posts_url( (int) $post->post_author ) );
		}
		return array(
			'path'     => self::path_of( (string) get_permalink( $post ) ),
			'archives' => array_values( array_unique( $archives ) ),
		);
	}

	/**
	 * Before the row changes: where the post is now, if the site shows it.
	 *
	 * @param int $post_id The post being updated.
	 */
	public function before_post_update( $post_id ): void {
		if ( isset( $this->posts_before[ (int) $post_id ] ) ) {
			return; // Taken at wp_trash_post, before the rename.
		}
		$post = get_post( (int) $post_id );
		if ( $post instanceof WP_Post && self::is_public_post( $post ) ) {
			$this->posts_before[ $post->ID ] = self::describe_post( $post );
		}
	}

	/**
	 * After the post, its terms and its meta are saved (also for the block editor, whose REST
	 * request fires this once everything is stored).
	 *
	 * @param int          $post_id     The post.
	 * @param WP_Post      $post        The post as saved.
	 * @param bool         $update      Whether it existed before.
	 * @param WP_Post|null $post_before The post before the save, for updates.
	 */
	public function after_post_saved( $post_id, $post, $update, $post_before ): void {
		if ( ! $post instanceof WP_Post || self::saving_automatically() || wp_is_post_revision( $post ) || wp_is_post_autosave( $post ) ) {
			return;
		}
		$before = $this->posts_before[ $post->ID ] ?? null;
		unset( $this->posts_before[ $post->ID ] );
		if ( null === $before && $post_before instanceof WP_Post && self::is_public_post( $post_before ) ) {
			// Saved without pre_post_update (e.g. wp_publish_post()): the old slug at least.
			$before = array(
				'path'     => self::path_of( (string) get_permalink( $post_before ) ),
				'archives' => array(),
			);
		}
		$public_now = self::is_public_post( $post );
		if ( ! $public_now && null === $before ) {
			return; // Drafts, pending, private, scheduled: not on the site, then or now.
		}
		if ( self::importing() ) {
			$this->queue->add_site_wide();
			return;
		}
		if ( $public_now ) {
			$now = self::describe_post( $post );
			// The site finds the archives the post is in now; it cannot know the ones it left.
			$paths = $before ? array_merge( array( $before['path'] ), array_diff( $before['archives'], $now['archives'] ) ) : array();
			$this->queue->add_node( $now['path'], $paths );
			return;
		}
		// Unpublished or trashed: its old page and every list it was in.
		$this->queue->add_node( $before['path'], $before['archives'] );
	}

	/**
	 * A public post deleted outright (not trashed): reported while it still exists.
	 *
	 * @param int     $post_id The post.
	 * @param WP_Post $post    The post.
	 */
	public function before_post_deleted( $post_id, $post = null ): void {
		$post = $post instanceof WP_Post ? $post : get_post( (int) $post_id );
		if ( $post instanceof WP_Post && self::is_public_post( $post ) ) {
			$gone = self::describe_post( $post );
			$this->queue->add_node( $gone['path'], $gone['archives'] );
		}
	}

	/**
	 * A menu item removed from a menu.
	 *
	 * @param int     $post_id The deleted post.
	 * @param WP_Post $post    The deleted post.
	 */
	public function after_post_deleted( $post_id, $post = null ): void {
		if ( $post instanceof WP_Post && 'nav_menu_item' === $post->post_type ) {
			$this->queue->add_site_wide();
		}
	}

	/**
	 * The term and, for a hierarchical taxonomy, its children: their paths contain its slug.
	 *
	 * @param int    $term_id  The term.
	 * @param string $taxonomy Its taxonomy.
	 * @return array<int,string> Term ID => path.
	 */
	private static function term_paths( int $term_id, string $taxonomy ): array {
		$paths = array();
		$ids   = array( $term_id );
		if ( is_taxonomy_hierarchical( $taxonomy ) ) {
			$children = get_term_children( $term_id, $taxonomy );
			$ids      = array_merge( $ids, is_array( $children ) ? array_slice( $children, 0, Lavanda_Revalidation_Queue::MAX_EXTRA_PATHS ) : array() );
		}
		foreach ( $ids as $id ) {
			$link = get_term_link( (int) $id, $taxonomy );
			if ( is_string( $link ) ) {
				$paths[ (int) $id ] = self::path_of( $link );
			}
		}
		return $paths;
	}

	/**
	 * Before a term is edited: its archive path (and its children's).
	 *
	 * @param int    $term_id  The term.
	 * @param string $taxonomy Its taxonomy.
	 */
	public function before_term_update( $term_id, $taxonomy ): void {
		if ( is_taxonomy_viewable( $taxonomy ) ) {
			$this->terms_before[ (int) $term_id ] = self::term_paths( (int) $term_id, (string) $taxonomy );
		}
	}

	/**
	 * After a term is edited: its new archive path, with the old one (a new slug or parent).
	 *
	 * @param int    $term_id  The term.
	 * @param int    $tt_id    Its term-taxonomy ID.
	 * @param string $taxonomy Its taxonomy.
	 */
	public function after_term_updated( $term_id, $tt_id, $taxonomy ): void {
		if ( ! is_taxonomy_viewable( $taxonomy ) ) {
			return;
		}
		$before = $this->terms_before[ (int) $term_id ] ?? array();
		unset( $this->terms_before[ (int) $term_id ] );
		$now = self::term_paths( (int) $term_id, (string) $taxonomy );
		if ( ! isset( $now[ (int) $term_id ] ) ) {
			return;
		}
		$paths = array();
		foreach ( $before as $id => $old ) {
			if ( ( $now[ $id ] ?? null ) !== $old ) {
				$paths[] = $old;
				if ( isset( $now[ $id ] ) && $id !== (int) $term_id ) {
					$paths[] = $now[ $id ];
				}
			}
		}
		$this->queue->add_node( $now[ (int) $term_id ], $paths );
	}

	/**
	 * A term about to be deleted: its archive goes away.
	 *
	 * @param int    $term_id  The term.
	 * @param string $taxonomy Its taxonomy.
	 */
	public function before_term_deleted( $term_id, $taxonomy ): void {
		if ( ! is_taxonomy_viewable( $taxonomy ) ) {
			return;
		}
		$paths = self::term_paths( (int) $term_id, (string) $taxonomy );
		if ( isset( $paths[ (int) $term_id ] ) ) {
			$this->queue->add_node( $paths[ (int) $term_id ] );
		}
	}

	/**
	 * Menus assigned to other locations (Appearance › Menus, the Customizer, set_theme_mod()).
	 *
	 * @param mixed $value     The new locations.
	 * @param mixed $old_value The old ones.
	 * @return mixed The new locations, unchanged.
	 */
	public function menu_locations_changed( $value, $old_value ) {
		if ( $value !== $old_value ) {
			$this->queue->add_site_wide();
		}
		return $value;
	}

	/**
	 * One of the options every page depends on was changed.
	 *
	 * @param string $option The option's name.
	 */
	public function option_changed( $option ): void {
		/**
		 * Options whose change regenerates the site-wide pages.
		 *
		 * @param string[] $options Option names.
		 */
		$options = (array) apply_filters( 'lavanda_headless_site_wide_options', self::SITE_WIDE_OPTIONS );
		if ( in_array( $option, $options, true ) ) {
			$this->queue->add_site_wide();
		}
	}

	/**
	 * ACF values saved: an options page ('options') is site-wide; a post's or term's fields
	 * belong to its page.
	 *
	 * @param int|string $post_id ACF's post ID: 123, 'options', 'term_5', 'user_1' …
	 */
	public function acf_saved( $post_id ): void {
		if ( self::saving_automatically() ) {
			return;
		}
		$decoded = function_exists( 'acf_decode_post_id' )
			? acf_decode_post_id( $post_id )
			: array(
				'type' => is_numeric( $post_id ) ? 'post' : 'option',
				'id'   => $post_id,
			);
		switch ( $decoded['type'] ?? '' ) {
			case 'option':
				$this->queue->add_site_wide();
				break;
			case 'post':
				$post = get_post( (int) $decoded['id'] );
				if ( $post instanceof WP_Post && self::is_public_post( $post ) && ! wp_is_post_revision( $post ) ) {
					$this->queue->add_node( self::path_of( (string) get_permalink( $post ) ) );
				}
				break;
			case 'term':
				$term = get_term( (int) $decoded['id'] );
				if ( $term instanceof WP_Term && is_taxonomy_viewable( $term->taxonomy ) ) {
					$link = get_term_link( $term );
					if ( is_string( $link ) ) {
						$this->queue->add_node( self::path_of( $link ) );
					}
				}
				break;
		}
	}
}
