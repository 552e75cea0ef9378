package org.gridpuzzle.app;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.gridpuzzle.adapter.web.OpenConnections;

/**
 * The open connections from Linux's tables ({@code /proc/net/tcp} and {@code tcp6}): established ones, and those a
 * client on this machine half-closed after its request (our side CLOSE_WAIT, the client's FIN_WAIT2 on a socket a
 * process still holds: RFC 9112 9.6, a half-close does not mean the client lost interest). A client that hung up
 * leaves both at once: its socket is orphaned (inode 0) or gone. A remote client's side is not in our tables, so its
 * half-close cannot be told from a hang-up and counts as one. Nothing is read from the connections themselves. On
 * another system there are no tables and nothing is known.
 */
final class KernelConnections implements OpenConnections {

    private static final List<Path> TABLES = List.of(Path.of("/proc/net/tcp"), Path.of("/proc/net/tcp6"));
    private static final String ESTABLISHED = "01";
    private static final String FIN_WAIT2 = "05";
    private static final String CLOSE_WAIT = "08";

    /** One row: ports, state, and whether a process holds the socket (inode not 0). */
    record Row(int local, int remote, String state, boolean held) {
    }

    @Override
    public Optional<Set<Long>> established() {
        List<Row> rows = new ArrayList<>();
        boolean read = false;
        for (Path table : TABLES) {
            List<String> lines;
            try {
                lines = Files.readAllLines(table);
            } catch (IOException | SecurityException e) {
                continue;
            }
            read = true;
            for (int i = 1; i < lines.size(); i++) {
                Row r = row(lines.get(i));
                if (r != null) {
                    rows.add(r);
                }
            }
        }
        return read ? Optional.of(open(rows)) : Optional.empty();
    }

    /** The open connections of a table's rows, by {@link OpenConnections#key}. */
    static Set<Long> open(List<Row> rows) {
        Set<Long> halfClosedClients = new HashSet<>();
        for (Row r : rows) {
            if (r.state().equals(FIN_WAIT2) && r.held()) {
                halfClosedClients.add(OpenConnections.key(r.remote(), r.local())); // seen from the server's side
            }
        }
        Set<Long> open = new HashSet<>();
        for (Row r : rows) {
            long key = OpenConnections.key(r.local(), r.remote());
            if (r.state().equals(ESTABLISHED) || r.state().equals(CLOSE_WAIT) && halfClosedClients.contains(key)) {
                open.add(key);
            }
        }
        return open;
    }

    /** {@code "  1: 0100007F:CDC2 0100007F:223E 01 ... uid timeout inode"}; null for what is not a row. */
    static Row row(String line) {
        String[] f = line.trim().split("\\s+");
        if (f.length < 4) {
            return null;
        }
        int local = port(f[1]);
        int remote = port(f[2]);
        if (local < 0 || remote < 0) {
            return null;
        }
        return new Row(local, remote, f[3], f.length > 9 && !f[9].equals("0"));
    }

    private static int port(String addressAndPort) {
        int colon = addressAndPort.lastIndexOf(':');
        try {
            return colon < 0 ? -1 : Integer.parseInt(addressAndPort.substring(colon + 1), 16);
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
