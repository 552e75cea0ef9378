package org.gridpuzzle.adapter.cli;

import jakarta.inject.Inject;
import jakarta.inject.Provider;
import java.lang.reflect.Constructor;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.gridpuzzle.clikit.CommandFamily;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * Lets picocli obtain commands from Dagger, so commands take their use cases through the constructor.
 * Classes Dagger does not know (converters, picocli's own help command) fall back to picocli's factory.
 */
public final class InjectingFactory implements CommandLine.IFactory {

    private final Map<Class<?>, Provider<Object>> providers;
    private final CommandLine.IFactory fallback = CommandLine.defaultFactory();

    @Inject
    public InjectingFactory(Map<Class<?>, Provider<Object>> providers) {
        this.providers = providers;
    }

    @Override
    public <K> K create(Class<K> cls) throws Exception {
        Provider<Object> provider = providers.get(cls);
        return provider != null ? cls.cast(provider.get()) : fallback.create(cls);
    }

    /**
     * The command family Dagger makes under the command name {@code name}, if it makes one. Only the families are
     * looked at: a command of another family may have a family's name ({@code bench suguru} beside {@code suguru}).
     */
    Optional<Class<?>> family(String name) {
        return providers.keySet().stream().filter(c -> CommandFamily.class.isAssignableFrom(c)
                && c.isAnnotationPresent(Command.class) && c.getAnnotation(Command.class).name().equals(name))
                .findFirst();
    }

    /** A factory of commands for their descriptions alone: see {@link Describing}. */
    Describing describing() {
        return new Describing();
    }

    /**
     * Commands made to be described, never run ({@code help}, {@code completion}, a mistyped name): each made by its
     * constructor with nothing for its dependencies, so a help that lists every command builds none of their use
     * cases, adapters and libraries (the lab's database, charts and cluster; 0.8 s of CPU for {@code help}). The
     * constructors only keep what they are given. A run that would call one of these commands is told by
     * {@link #made}, and runs on commands made by Dagger instead.
     */
    final class Describing implements CommandLine.IFactory {

        private final Set<Object> made = Collections.newSetFromMap(new IdentityHashMap<>());

        @Override
        public <K> K create(Class<K> cls) throws Exception {
            if (!providers.containsKey(cls)) {
                return fallback.create(cls);
            }
            Constructor<?> constructor = Arrays.stream(cls.getDeclaredConstructors())
                    .filter(c -> c.isAnnotationPresent(Inject.class)).findFirst()
                    .orElseThrow(() -> new IllegalStateException(cls + " has no @Inject constructor"));
            Object[] nothing = Arrays.stream(constructor.getParameterTypes()).map(Describing::nothing).toArray();
            constructor.setAccessible(true);
            K command = cls.cast(constructor.newInstance(nothing));
            made.add(command);
            return command;
        }

        /** Whether {@code command} was made here, to be described only. */
        boolean made(Object command) {
            return made.contains(command);
        }

        private static Object nothing(Class<?> type) {
            if (!type.isPrimitive()) {
                return null;
            }
            return type == boolean.class ? Boolean.FALSE : type == char.class ? Character.valueOf('\0')
                    : type == long.class ? Long.valueOf(0) : type == double.class ? Double.valueOf(0)
                    : type == float.class ? Float.valueOf(0) : type == byte.class ? Byte.valueOf((byte) 0)
                    : type == short.class ? Short.valueOf((short) 0) : Integer.valueOf(0);
        }
    }
}
