"""The database is PostgreSQL with pgvector: the embedded server unless DATABASE_URL is set."""

import pytest
from django.db import connection


@pytest.mark.django_db
def test_database_answers_select_1() -> None:
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1")
        assert cursor.fetchone() == (1,)


@pytest.mark.django_db
def test_tests_run_against_postgresql_in_a_test_database() -> None:
    assert connection.vendor == "postgresql"
    with connection.cursor() as cursor:
        cursor.execute("SELECT current_database(), current_setting('server_version_num')::int")
        name, version = cursor.fetchone()
    assert name.startswith("test_")
    assert version >= 150000


@pytest.mark.django_db
def test_brain_migration_installs_pgvector() -> None:
    with connection.cursor() as cursor:
        cursor.execute("SELECT count(*) FROM pg_extension WHERE extname = 'vector'")
        assert cursor.fetchone() == (1,)
        cursor.execute("SELECT '[1,2,3]'::vector <-> '[1,2,5]'::vector")
        assert cursor.fetchone() == (2.0,)


@pytest.mark.django_db
def test_create_extension_vector_works_in_the_test_database() -> None:
    with connection.cursor() as cursor:
        # CASCADE: brain_embeddings' column depends on the type (the test's transaction
        # rolls all of it back).
        cursor.execute("DROP EXTENSION vector CASCADE")
        cursor.execute("CREATE EXTENSION vector")
        cursor.execute("SELECT '[3,4]'::vector <-> '[0,0]'::vector")
        assert cursor.fetchone() == (5.0,)


@pytest.mark.django_db
def test_pgvector_has_iterative_index_scans() -> None:
    # brain/embeddings filters HNSW scans by brain with hnsw.iterative_scan (pgvector >= 0.8).
    with connection.cursor() as cursor:
        cursor.execute("SELECT extversion FROM pg_extension WHERE extname = 'vector'")
        (version,) = cursor.fetchone()
        cursor.execute("SET LOCAL hnsw.iterative_scan = relaxed_order")
        cursor.execute("SHOW hnsw.iterative_scan")
        assert cursor.fetchone() == ("relaxed_order",)
    assert tuple(int(part) for part in version.split(".")[:2]) >= (0, 8)


def _prepared_count(text: str) -> int:
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT count(*) FROM pg_prepared_statements WHERE statement LIKE %s", [f"%{text}%"]
        )
        (count,) = cursor.fetchone()
    return int(count)


@pytest.mark.django_db(transaction=True)
def test_a_statement_run_often_is_prepared_on_the_server() -> None:
    from django.conf import settings

    from goat.db import fetch_prepared

    threshold = settings.DATABASES["default"]["OPTIONS"]["prepare_threshold"]
    assert threshold == 5  # DATABASE_PREPARE_THRESHOLD's default
    marker = "prepared_probe_one"
    for _ in range(threshold):
        assert fetch_prepared(f"SELECT %s::text AS {marker}", ["x"]) == [("x",)]
    assert _prepared_count(marker) == 0  # not yet: a few runs go as they are
    fetch_prepared(f"SELECT %s::text AS {marker}", ["y"])
    assert _prepared_count(marker) == 1


@pytest.mark.django_db(transaction=True)
def test_a_column_type_changed_under_a_prepared_statement_is_recovered_from() -> None:
    import psycopg

    from goat.db import fetch_prepared
    from tests.processes import database_url

    with connection.cursor() as cursor:
        cursor.execute("CREATE TABLE prepared_probe_two (v varchar(10))")
        cursor.execute("INSERT INTO prepared_probe_two VALUES ('a')")
    try:
        # given a statement this connection has prepared
        for _ in range(7):
            assert fetch_prepared("SELECT v FROM prepared_probe_two", []) == [("a",)]
        assert _prepared_count("prepared_probe_two") == 1
        # when another process's migration changes the type of the column it reads
        with psycopg.connect(database_url(), autocommit=True) as other:
            other.execute("ALTER TABLE prepared_probe_two ALTER COLUMN v TYPE text")
        # then the statement still answers (PostgreSQL refused the prepared form once)
        assert fetch_prepared("SELECT v FROM prepared_probe_two", []) == [("a",)]
        assert fetch_prepared("SELECT v FROM prepared_probe_two", []) == [("a",)]
    finally:
        with connection.cursor() as cursor:
            cursor.execute("DROP TABLE prepared_probe_two")
