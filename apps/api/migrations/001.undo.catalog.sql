DROP TABLE IF EXISTS comments, member_posts, client_posts, reviews, stories, working_hours,
  service_packages, client_photos, clients, members, country_client_types, client_types,
  streets, region2, region1, countries CASCADE;
DROP FUNCTION IF EXISTS clients_place(), reviews_ratings();
