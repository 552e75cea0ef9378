package org.gridpuzzle.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import org.gridpuzzle.adapter.web.OpenConnections;
import org.junit.jupiter.api.Test;

/** The kernel's connection table read by ports and state: only established connections count as open. */
class KernelConnectionsTest {

    @Test
    void established_connections_are_open_and_closed_or_listening_ones_are_not() {
        Set<Long> open = new HashSet<>();
        // server port 0x223E = 8766; the client's 0xCDC2 established, 0xCDC4 closed by the client (CLOSE_WAIT)
        KernelConnections.addIfEstablished("   1: 0100007F:223E 0100007F:CDC2 01 00000000:00000000 00:00000000 0 0 1", open);
        KernelConnections.addIfEstablished("   2: 0100007F:223E 0100007F:CDC4 08 00000000:00000000 00:00000000 0 0 1", open);
        KernelConnections.addIfEstablished("   0: 00000000:223E 00000000:0000 0A 00000000:00000000 00:00000000 0 0 1", open);
        // IPv6 (tcp6), and lines that are not table rows
        KernelConnections.addIfEstablished("   3: 0000000000000000FFFF00000100007F:223E 0000000000000000FFFF00000100007F:D000"
                + " 01 00000000:00000000 00:00000000 0 0 1", open);
        KernelConnections.addIfEstablished("garbage", open);
        KernelConnections.addIfEstablished("   4: x:zz y:1 01", open);
        assertThat(open).containsExactlyInAnyOrder(OpenConnections.key(8766, 0xCDC2), OpenConnections.key(8766, 0xD000));
    }

    @Test
    void this_process_sees_its_own_connections_where_the_system_tells() throws Exception {
        try (java.net.ServerSocket server = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress());
                java.net.Socket client = new java.net.Socket(server.getInetAddress(), server.getLocalPort());
                java.net.Socket accepted = server.accept()) {
            new KernelConnections().established().ifPresent(open -> assertThat(open)
                    .contains(OpenConnections.key(accepted.getLocalPort(), accepted.getPort())));
            client.close();
            Thread.sleep(50);
            new KernelConnections().established().ifPresent(open -> assertThat(open)
                    .doesNotContain(OpenConnections.key(accepted.getLocalPort(), accepted.getPort())));
        }
    }
}
