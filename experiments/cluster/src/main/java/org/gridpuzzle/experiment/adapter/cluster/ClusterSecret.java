package org.gridpuzzle.experiment.adapter.cluster;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.EnumSet;
import java.util.HexFormat;
import java.util.Optional;
import java.util.Set;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.experiment.model.ClusterAccess;

/**
 * The cluster's shared secret, and what is made of it: the cluster's name (Hazelcast refuses the join of a member
 * whose cluster name differs, so a member with another secret forms a cluster of its own) and HMAC-SHA256 seals on
 * every member's proof, every job and every outcome, which the receiving side checks before it believes anything.
 */
final class ClusterSecret {

    /** Shorter secrets are guessed too easily. */
    static final int MIN_LENGTH = 16;
    private static final Set<PosixFilePermission> OTHERS = EnumSet.of(PosixFilePermission.GROUP_READ,
            PosixFilePermission.OTHERS_READ, PosixFilePermission.GROUP_WRITE, PosixFilePermission.OTHERS_WRITE);

    private final byte[] key;

    private ClusterSecret(byte[] key) {
        this.key = key;
    }

    /** The secret of {@code access}: its file's text (trimmed), or the text given; refused when too short or exposed. */
    static ClusterSecret of(ClusterAccess access) {
        String where = access.secretSource();
        String text;
        if (access.secretFile() != null) {
            if (Files.isDirectory(access.secretFile())) {
                throw new InvalidInputException(where, "cannot read the cluster secret: it is a folder, not a file");
            }
            try {
                if (Files.getFileAttributeView(access.secretFile(), PosixFileAttributeView.class) != null
                        && Files.getPosixFilePermissions(access.secretFile()).stream().anyMatch(OTHERS::contains)) {
                    throw new InvalidInputException(where, "the cluster secret may be read or written by others;"
                            + " make the file private (chmod 600 " + where + ")");
                }
                text = Files.readString(access.secretFile(), StandardCharsets.UTF_8).strip();
            } catch (IOException e) {
                throw new InvalidInputException(where, "cannot read the cluster secret: " + reason(e));
            }
        } else {
            text = access.secret().strip();
        }
        if (text.length() < MIN_LENGTH) {
            throw new InvalidInputException(where, "a cluster secret needs at least " + MIN_LENGTH
                    + " characters, this one has " + text.length() + " (make one with: (umask 077; head -c 32 /dev/urandom | base64 > FILE))");
        }
        return new ClusterSecret(text.getBytes(StandardCharsets.UTF_8));
    }

    /** Why a file could not be read, in words (an exception's message is often the path alone). */
    private static String reason(IOException e) {
        if (e instanceof java.nio.file.NoSuchFileException) {
            return "no such file";
        }
        if (e instanceof java.nio.file.AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof java.nio.file.FileSystemException f && f.getReason() != null) {
            return f.getReason().toLowerCase(java.util.Locale.ROOT);
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }

    /** The cluster's name: every member that holds this secret, and no other, shares it. */
    String clusterName() {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            sha.update("gridpuzzle-experiments\0".getBytes(StandardCharsets.UTF_8));
            return "gridpuzzle-" + HexFormat.of().formatHex(sha.digest(key)).substring(0, 32);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("SHA-256 is missing from this JVM", e);
        }
    }

    /** {@code text} with its signature in front. */
    String seal(String text) {
        return sign(text) + " " + text;
    }

    /** The text of {@code sealed} when its signature is this secret's; empty otherwise (compared in constant time). */
    Optional<String> open(String sealed) {
        if (sealed == null) {
            return Optional.empty();
        }
        int space = sealed.indexOf(' ');
        if (space < 0) {
            return Optional.empty();
        }
        String text = sealed.substring(space + 1);
        boolean ok = MessageDigest.isEqual(sign(text).getBytes(StandardCharsets.US_ASCII),
                sealed.substring(0, space).getBytes(StandardCharsets.US_ASCII));
        return ok ? Optional.of(text) : Optional.empty();
    }

    private String sign(String text) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key, "HmacSHA256"));
            return HexFormat.of().formatHex(mac.doFinal(text.getBytes(StandardCharsets.UTF_8)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is missing from this JVM", e);
        }
    }
}
