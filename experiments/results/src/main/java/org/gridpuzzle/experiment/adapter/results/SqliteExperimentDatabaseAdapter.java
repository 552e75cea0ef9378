package org.gridpuzzle.experiment.adapter.results;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.experiment.model.ExperimentSpec;
import org.gridpuzzle.experiment.model.JobOutcome;
import org.gridpuzzle.experiment.model.JobSpec;
import org.gridpuzzle.experiment.model.JobStatus;
import org.gridpuzzle.experiment.port.out.experiment.ExperimentDatabasePort;

/**
 * The results database as an SQLite file in WAL mode. Every call opens its own connection (cheap for SQLite, and
 * safe from any worker thread); a row is one INSERT committed on its own, so a runner killed at any moment leaves whole
 * rows only, and the primary key (experiment, set, instance, configuration) with {@code INSERT OR IGNORE} keeps a job
 * re-run elsewhere to one row.
 */
@Singleton
public final class SqliteExperimentDatabaseAdapter implements ExperimentDatabasePort {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String SEP = "\u001f"; // list fields: sets and configurations never hold a unit separator

    @Inject
    public SqliteExperimentDatabaseAdapter() {
        // stateless
    }

    @Override
    public void prepare(Path db, ExperimentSpec experiment) {
        Path parent = db.toAbsolutePath().getParent();
        if (parent != null && !Files.isDirectory(parent)) {
            throw new InvalidInputException(db.toString(), "its folder does not exist");
        }
        try (Connection c = open(db, true)) {
            Optional<ExperimentSpec> known = read(c, experiment.name());
            if (known.isPresent()) {
                ExperimentSpec k = known.get();
                if (k.limitMillis() != experiment.limitMillis() || k.memoryBytes() != experiment.memoryBytes()) {
                    throw new InvalidInputException(db.toString(), "experiment " + experiment.name() + " was run with a"
                            + " limit of " + k.limitMillis() / 1e3 + " s and " + (k.memoryBytes() >> 20) + " MiB per job;"
                            + " its results would not compare (give another --name)");
                }
                Set<String> sets = new java.util.LinkedHashSet<>(k.sets());
                sets.addAll(experiment.sets());
                Set<String> configs = new java.util.LinkedHashSet<>(k.configs());
                configs.addAll(experiment.configs());
                if (sets.size() == k.sets().size() && configs.size() == k.configs().size()) {
                    return; // resumed as it was: nothing to write
                }
                try (PreparedStatement s = c.prepareStatement("UPDATE experiment SET sets = ?, configs = ? WHERE name = ?")) {
                    s.setString(1, String.join(SEP, sets));
                    s.setString(2, String.join(SEP, configs));
                    s.setString(3, experiment.name());
                    s.executeUpdate();
                }
                return;
            }
            try (PreparedStatement s = c.prepareStatement("INSERT INTO experiment VALUES (?, ?, ?, ?, ?, ?)")) {
                s.setString(1, experiment.name());
                s.setString(2, String.join(SEP, experiment.sets()));
                s.setString(3, String.join(SEP, experiment.configs()));
                s.setLong(4, experiment.limitMillis());
                s.setLong(5, experiment.memoryBytes());
                s.setString(6, Instant.now().toString());
                s.executeUpdate();
            }
        } catch (SQLException e) {
            throw refused(db, e);
        }
    }

    @Override
    public Optional<ExperimentSpec> experiment(Path db, String name) {
        try (Connection c = openReader(db)) {
            return read(c, name);
        } catch (SQLException e) {
            throw refused(db, e);
        }
    }

    @Override
    public List<String> experiments(Path db) {
        try (Connection c = openReader(db); Statement s = c.createStatement();
                ResultSet r = s.executeQuery("SELECT name FROM experiment ORDER BY created, name")) {
            List<String> out = new ArrayList<>();
            while (r.next()) {
                out.add(r.getString(1));
            }
            return out;
        } catch (SQLException e) {
            throw refused(db, e);
        }
    }

    @Override
    public Set<String> finished(Path db, String experiment) {
        Set<String> out = new HashSet<>();
        for (JobOutcome o : results(db, experiment)) {
            out.add(o.job().key());
        }
        return out;
    }

    @Override
    public boolean record(Path db, JobOutcome o) {
        JobSpec j = o.job();
        try (Connection c = open(db, false); PreparedStatement s = c.prepareStatement(
                "INSERT OR IGNORE INTO result VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            s.setString(1, j.experiment());
            s.setString(2, j.set());
            s.setString(3, j.instance());
            s.setInt(4, j.index());
            s.setString(5, j.hash());
            s.setString(6, j.file());
            s.setInt(7, j.part());
            s.setString(8, j.config());
            s.setString(9, o.status().key());
            setLong(s, 10, o.value());
            setLong(s, 11, o.lowerBound());
            s.setString(12, o.answer());
            s.setDouble(13, o.wallSeconds());
            s.setDouble(14, o.cpuSeconds());
            s.setLong(15, o.peakRssBytes());
            s.setString(16, JSON.writeValueAsString(o.statistics()));
            s.setString(17, o.machine());
            s.setLong(18, o.startedMillis());
            s.setLong(19, o.endedMillis());
            s.setString(20, o.message());
            return s.executeUpdate() == 1;
        } catch (SQLException e) {
            throw refused(db, e);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("statistics are numbers", e);
        }
    }

    @Override
    public List<JobOutcome> results(Path db, String experiment) {
        try (Connection c = openReader(db); PreparedStatement s = c.prepareStatement(
                "SELECT r.*, e.limit_ms, e.memory_bytes FROM result r JOIN experiment e ON e.name = r.experiment"
                + " WHERE r.experiment = ? ORDER BY r.set_name, r.position, r.config")) {
            s.setString(1, experiment);
            List<JobOutcome> out = new ArrayList<>();
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    JobSpec job = new JobSpec(r.getString("experiment"), r.getString("set_name"), r.getString("instance"),
                            r.getInt("position"), r.getString("file"), r.getInt("part"), r.getString("instance_hash"),
                            r.getString("config"), r.getLong("limit_ms"), r.getLong("memory_bytes"));
                    Map<String, Double> stats = JSON.readValue(r.getString("statistics"),
                            new TypeReference<Map<String, Double>>() { });
                    out.add(new JobOutcome(job, JobStatus.ofKey(r.getString("status")), getLong(r, "value"),
                            getLong(r, "lower_bound"), r.getString("answer"), r.getDouble("wall_s"), r.getDouble("cpu_s"),
                            r.getLong("peak_rss_bytes"), stats, r.getString("machine"), r.getLong("started_ms"),
                            r.getLong("ended_ms"), r.getString("message")));
                }
            }
            return out;
        } catch (SQLException e) {
            throw refused(db, e);
        } catch (JsonProcessingException | IllegalArgumentException e) {
            throw new InvalidInputException(db.toString(), "a result row cannot be read: " + e.getMessage());
        }
    }

    private static Optional<ExperimentSpec> read(Connection c, String name) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT * FROM experiment WHERE name = ?")) {
            s.setString(1, name);
            try (ResultSet r = s.executeQuery()) {
                if (!r.next()) {
                    return Optional.empty();
                }
                return Optional.of(new ExperimentSpec(name, split(r.getString("sets")), split(r.getString("configs")),
                        r.getLong("limit_ms"), r.getLong("memory_bytes")));
            }
        }
    }

    private static List<String> split(String s) {
        return s.isEmpty() ? List.of() : Arrays.asList(s.split(SEP));
    }

    /**
     * @param create when false, a missing file is refused (a report or a resume never creates an empty database)
     */
    private static Connection open(Path db, boolean create) throws SQLException {
        deviceOrProcess(db);
        if (!create && !Files.exists(db)) {
            throw new SQLException("no such file");
        }
        if (Files.isDirectory(db)) {
            throw new SQLException("a folder, not a database file");
        }
        notRegular(db);
        Connection c = DriverManager.getConnection("jdbc:sqlite:" + db.toAbsolutePath());
        try (Statement s = c.createStatement()) {
            s.execute("PRAGMA busy_timeout = 30000"); // workers and a report may meet at the file
            s.execute("PRAGMA journal_mode = WAL");
            s.execute("PRAGMA synchronous = NORMAL"); // WAL: a commit survives a killed process (not a power cut)
            s.execute("PRAGMA foreign_keys = ON");
            Schema.migrate(c, db.toString());
            return c;
        } catch (SQLException e) {
            c.close();
            throw e;
        }
    }

    /**
     * A connection that reads only: it writes nothing, so a report works on a database in a read-only folder or on a
     * read-only medium. SQLite reads a WAL database through its {@code -shm} file; where that cannot be made (a
     * read-only folder), the file is opened as immutable, which is right because nothing can be writing it there.
     */
    private static Connection openReader(Path db) throws SQLException {
        deviceOrProcess(db);
        if (!Files.exists(db)) {
            throw new SQLException("no such file");
        }
        if (Files.isDirectory(db)) {
            throw new SQLException("a folder, not a database file");
        }
        notRegular(db);
        String uri = "jdbc:sqlite:" + db.toAbsolutePath().toUri();
        SQLException first = null;
        for (String mode : new String[] {"?mode=ro", "?immutable=1"}) {
            Connection c = DriverManager.getConnection(uri + mode);
            try (Statement s = c.createStatement()) {
                s.execute("PRAGMA busy_timeout = 30000");
                Schema.check(c, db.toString());
                return c;
            } catch (Schema.SchemaTooNewException e) {
                c.close();
                throw e;
            } catch (SQLException e) {
                c.close();
                first = first == null ? e : first;
            }
        }
        throw first;
    }

    /**
     * A device, a FIFO or a socket is no database: SQLite would open {@code /dev/null} and make {@code /dev/null-journal}
     * and {@code -wal} files beside it (mode 666, in /dev), recording nothing.
     */
    private static void notRegular(Path db) throws SQLException {
        if (Files.exists(db) && !Files.isRegularFile(db)) {
            throw new SQLException("not a regular file (a device, a FIFO or a socket cannot hold a database)");
        }
    }

    /**
     * A path under {@code /dev} or {@code /proc} is refused by its name, as {@code -o} refuses it, before any link is
     * followed: {@code /dev/stdout} resolves to the regular file standard output is redirected to, which SQLite would
     * then write over the report; {@code /dev/shm} would hold a database nobody keeps. A link whose target (or a
     * target's target) is named there is refused alike, and so is a path whose folder really lies there, judged by
     * the real path of the deepest folder that exists, as the system goes through it: a link to /dev or /proc on the
     * way ({@code fd/1} with {@code fd} a link to {@code /proc/self/fd}) or a {@code x/../} after such a link
     * ({@code shm/../stdout} with {@code shm} a link to {@code /dev/shm}) is seen. The name was normalised by its
     * text before, which drops {@code shm/..}, and only the folder of the last link's target was looked at.
     */
    static void deviceOrProcess(Path db) throws SQLException {
        Path given = db.toAbsolutePath();
        Path p = given.normalize();
        for (int hop = 0; hop < 40; hop++) {
            if (special(p)) {
                throw new SQLException("a path under /dev or /proc holds no database (nothing is created under /dev or"
                        + " /proc)");
            }
            if (!Files.isSymbolicLink(p)) {
                break;
            }
            try {
                p = p.resolveSibling(Files.readSymbolicLink(p)).toAbsolutePath().normalize();
            } catch (java.io.IOException e) {
                break; // what the link names is looked at when it is opened
            }
        }
        for (Path path : new Path[] {given, p}) {
            Path folder = realFolder(path);
            if (folder != null && special(folder)) {
                throw new SQLException("its folder " + path.getParent() + " lies under /dev or /proc (nothing is"
                        + " created under /dev or /proc)");
            }
        }
    }

    /**
     * The real path of the folder the system puts the file in: the real path of the deepest ancestor that exists
     * (links followed and {@code ..} taken as the system takes it), with the rest of the names after it; null if
     * none can be read (an unreadable folder is refused when the file is opened).
     */
    private static Path realFolder(Path absolute) {
        Path folder = absolute.getParent();
        Path rest = null;
        while (folder != null) {
            try {
                Path real = folder.toRealPath();
                return rest == null ? real : real.resolve(rest).normalize();
            } catch (java.io.IOException e) {
                // not there (yet): its parent holds it
            }
            Path name = folder.getFileName();
            rest = rest == null ? name : name.resolve(rest);
            folder = folder.getParent();
        }
        return null;
    }

    private static boolean special(Path absolute) {
        return absolute.startsWith("/dev") || absolute.startsWith("/proc");
    }

    private static InvalidInputException refused(Path db, SQLException e) {
        String why = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        if (why.contains("SQLITE_NOTADB") || why.contains("not a database")) {
            why = "not an SQLite database";
        }
        return new InvalidInputException(db.toString(), "the results database cannot be used: "
                + why.replaceAll("\\s+", " ").trim());
    }

    private static void setLong(PreparedStatement s, int i, Long v) throws SQLException {
        if (v == null) {
            s.setNull(i, Types.INTEGER);
        } else {
            s.setLong(i, v);
        }
    }

    private static Long getLong(ResultSet r, String column) throws SQLException {
        long v = r.getLong(column);
        return r.wasNull() ? null : v;
    }
}
