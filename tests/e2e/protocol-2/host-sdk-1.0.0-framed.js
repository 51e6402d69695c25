/* eslint-disable -- built code, frozen as it was published */
/*
 * FROZEN FIXTURE: do not edit. @marketplace/host-sdk 1.0.0's framed entry (dist/framed.js), the
 * host side of bridge protocol 2, built from commit 38afe85 (the last tree of SDK 1.0.0) with its
 * own build.mjs settings (vite lib build, es2022, zod/mini jitless inside, penpal external);
 * only its source-path comments were shortened and it was laid out by the repository's prettier.
 * tests/e2e/protocol-2-host.test.ts embeds the current marketplace with it (README.md beside it).
 */
import { CallOptions as e, connect as t } from 'penpal';
// node_modules/zod/v4/core/util.js
function n(e) {
  let t = Object.values(e).filter((e) => typeof e == 'number');
  return Object.entries(e)
    .filter(([e, n]) => t.indexOf(+e) === -1)
    .map(([e, t]) => t);
}
function r(e, t) {
  return typeof t == 'bigint' ? t.toString() : t;
}
var i = class {
  constructor(e) {
    ((this._getter = e), (this._value = void 0));
  }
  get value() {
    let e = this._getter;
    return (e !== void 0 && ((this._value = e()), (this._getter = void 0)), this._value);
  }
};
function a(e) {
  return new i(e);
}
function o(e) {
  return e == null;
}
function s(e) {
  let t = +!!e.startsWith('^'),
    n = e.endsWith('$') ? e.length - 1 : e.length;
  return e.slice(t, n);
}
function c(e, t, n) {
  Object.defineProperty(e, t, {
    value: n,
    writable: !0,
    enumerable: !0,
    configurable: !0,
  });
}
function l(e) {
  let t = Object.getOwnPropertyDescriptor(e, 'shape');
  return t?.get ? t.get.raw : t?.value;
}
var u = 'captureStackTrace' in Error ? Error.captureStackTrace : (...e) => {};
function d(e) {
  return typeof e == 'object' && !!e && !Array.isArray(e);
}
function f(e) {
  if (d(e) === !1) return !1;
  let t = e.constructor;
  if (t === void 0 || typeof t != 'function') return !0;
  let n = t.prototype;
  return d(n) !== !1 && Object.prototype.hasOwnProperty.call(n, 'isPrototypeOf') !== !1;
}
function p(e) {
  return f(e) ? { ...e } : Array.isArray(e) ? [...e] : e instanceof Map ? new Map(e) : e instanceof Set ? new Set(e) : e;
}
var ee = /* @__PURE__*/ new Set(['string', 'number', 'symbol']);
function m(e) {
  return e.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
function h(e, t, n) {
  let r = new e._zod.constr(t ?? e._zod.def);
  return ((!t || n?.parent) && (r._zod.parent = e), r);
}
function g(e) {
  let t = e;
  if (!t) return {};
  if (typeof t == 'string') return { error: () => t };
  if (t?.message !== void 0) {
    if (t?.error !== void 0) throw Error('Cannot specify both `message` and `error` params');
    t.error = t.message;
  }
  return (
    delete t.message,
    typeof t.error == 'string'
      ? {
          ...t,
          error: () => t.error,
        }
      : t
  );
}
function te(e) {
  return Object.keys(e).filter((t) => e[t]._zod.optin !== void 0 && e[t]._zod.optout === 'optional');
}
var ne = {
  safeint: [-(2 ** 53 - 1), 2 ** 53 - 1],
  int32: [-2147483648, 2147483647],
  uint32: [0, 4294967295],
  float32: [-34028234663852886e22, 34028234663852886e22],
  float64: [-Number.MAX_VALUE, Number.MAX_VALUE],
};
function _(e, t = 0) {
  if (e.aborted === !0) return !0;
  for (let n = t; n < e.issues.length; n++) if (e.issues[n]?.continue !== !0) return !0;
  return !1;
}
function re(e, t = 0) {
  if (e.aborted === !0) return !0;
  for (let n = t; n < e.issues.length; n++) if (e.issues[n]?.continue === !1) return !0;
  return !1;
}
function v(e, t) {
  return t.map((t) => {
    var n;
    return ((n = t).path ?? (n.path = []), t.path.unshift(e), t);
  });
}
function y(e) {
  return typeof e == 'string' ? e : e?.message;
}
function ie(e) {
  let t = [];
  for (let n of e ?? []) {
    let e = n._zod.def;
    if (!/_(length|size)$|_equals$/.test(e.check)) break;
    let r = e.maximum ?? e.length ?? e.size;
    r >= 0 && t.push([r, n]);
  }
  return t;
}
function b(e, t, n) {
  var r;
  for (let i = t; i < e.length; i++) (r = e[i]).schema ?? (r.schema = n);
}
function x(e, t, n) {
  var r;
  let i = e.inst?._zod?.traits;
  i?.has('$ZodType') && (i.has('$ZodCheck') ? ((r = e).schema ?? (r.schema = e.inst)) : (e.schema = e.inst));
  let a = e.schema === e.inst ? void 0 : e.schema?._zod.def?.error,
    o = e.message ? e.message : (y(e.inst?._zod.def?.error?.(e)) ?? y(a?.(e)) ?? y(t?.error?.(e)) ?? y(n.customError?.(e)) ?? y(n.localeError?.(e)) ?? 'Invalid input'),
    s = {};
  for (let t of Object.keys(e)) t !== 'inst' && t !== 'schema' && t !== 'continue' && t !== 'input' && t !== '__proto__' && (s[t] = e[t]);
  return ((s.path ??= []), (s.message = o), t?.reportInput && (s.input = e.input), s);
}
var ae = /[\uD800-\uDBFF]/;
function oe(e) {
  let t = e.length;
  if (!ae.test(e)) return t;
  let n = t;
  for (let r = 0; r < t - 1; r++) (e.charCodeAt(r) & 64512) == 55296 && (e.charCodeAt(r + 1) & 64512) == 56320 && (n--, r++);
  return n;
}
function se(e) {
  return Array.isArray(e) ? 'array' : typeof e == 'string' ? 'string' : 'unknown';
}
function ce(e, t) {
  for (let n in t) {
    let r = Object.getOwnPropertyDescriptor(t, n);
    r.get
      ? Object.defineProperty(e, n, {
          ...r,
          enumerable: !1,
        })
      : ue(e, n, r.value);
  }
}
function S(e, t, n, r = !0) {
  return (
    Object.defineProperty(e, t, {
      configurable: !0,
      writable: !0,
      enumerable: r,
      value: n,
    }),
    n
  );
}
function le(e, t, n) {
  return S(e, t, n, !1);
}
function ue(e, t, n) {
  Object.defineProperty(e, t, {
    configurable: !0,
    get() {
      return this == null ? n : S(this, t, n.bind(this));
    },
    set(e) {
      S(this, t, e);
    },
  });
}
function de(e, t) {
  let n = Object.getPrototypeOf(e);
  return t in n ? void 0 : n;
}
var C,
  w = !1,
  fe = {
    configurable: !0,
    get() {
      w = !0;
    },
  };
function T(e, t, n) {
  let r = Object.getPrototypeOf(e._zod);
  t in r && C !== e._zod
    ? (C = void 0)
    : ((C = e._zod),
      Object.defineProperty(r, t, {
        configurable: !0,
        get() {
          Object.defineProperty(this, t, fe);
          let e = w;
          w = !1;
          try {
            let r = n(this);
            return (
              w
                ? delete this[t]
                : Object.defineProperty(this, t, {
                    configurable: !0,
                    writable: !0,
                    value: r,
                  }),
              (w ||= e),
              r
            );
          } catch (n) {
            throw (delete this[t], (w ||= e), n);
          }
        },
        set(e) {
          Object.defineProperty(this, t, {
            configurable: !0,
            writable: !0,
            value: e,
          });
        },
      }));
}
function pe(e, t, n, r) {
  let i = de(e, t);
  i &&
    Object.defineProperty(i, t, {
      configurable: !0,
      get() {
        let e = {
          configurable: !0,
          writable: !0,
          enumerable: r,
          value: void 0,
        };
        return (Object.defineProperty(this, t, e), (e.value = n(this)), Object.defineProperty(this, t, e), e.value);
      },
      set(e) {
        Object.defineProperty(this, t, {
          configurable: !0,
          writable: !0,
          enumerable: r,
          value: e,
        });
      },
    });
}
// node_modules/zod/v4/core/core.js
var me,
  E = {
    value: void 0,
    enumerable: !1,
  },
  he = 'captureStackTrace' in Error ? Error : null;
function ge(e) {
  let t = he;
  if (t) {
    let n = t.stackTraceLimit;
    if (typeof n == 'number') {
      try {
        t.stackTraceLimit = 0;
      } catch {
        return ((he = null), new e());
      }
      try {
        return new e();
      } finally {
        t.stackTraceLimit = n;
      }
    }
  }
  return new e();
}
/* @__NO_SIDE_EFFECTS__ */
function D(e, t, n, r) {
  let i = {};
  function a(e) {
    ((this.def = e), (this.constr = d), (this.traits = /* @__PURE__ */ new Set()));
  }
  a.prototype = i;
  let o = n,
    s = o && /* @__PURE__ */ new WeakSet();
  function c(n, r) {
    if (!n._zod) {
      E.value = new a(r);
      try {
        Object.defineProperty(n, '_zod', E);
      } finally {
        E.value = void 0;
      }
    } else if (n._zod.traits.has(e)) return;
    if ((n._zod.traits.add(e), t(n, r), s)) {
      let e = Object.getPrototypeOf(n),
        t = n._zod.constr.prototype,
        r = e;
      for (; r && r !== t;) r = Object.getPrototypeOf(r);
      let i = r ?? e;
      s.has(i) || (s.add(i), ce(i, o));
    }
    let i = d.prototype;
    for (let e in i) Object.prototype.hasOwnProperty.call(i, e) && (e in n || (n[e] = i[e].bind(n)));
  }
  let l = r?.Parent ?? Object;
  class u extends l {}
  Object.defineProperty(u, 'name', { value: e });
  function d(e) {
    let t = r?.Parent ? ge(u) : this;
    c(t, e);
    let n = t._zod.deferred;
    if (n) {
      for (let e of n) e();
      t._zod.deferred = void 0;
    }
    let i = globalThis.__zod_globalConfig?.postProcessor;
    return (i && i(t), t);
  }
  return (
    Object.defineProperty(d, 'init', { value: c }),
    Object.defineProperty(d, Symbol.hasInstance, { value: (t) => (r?.Parent && t instanceof r.Parent ? !0 : t?._zod?.traits?.has(e)) }),
    Object.defineProperty(d, 'name', { value: e }),
    d
  );
}
var O = class extends Error {
  constructor() {
    super('Encountered Promise during synchronous parse. Use .parseAsync() instead.');
  }
};
(me = globalThis).__zod_globalConfig ?? (me.__zod_globalConfig = {});
var k = globalThis.__zod_globalConfig;
function A(e) {
  return (e && Object.assign(k, e), k);
}
// node_modules/zod/v4/core/errors.js
function _e() {
  let e = this._zod;
  return ((e.message ??= JSON.stringify(e.def, r, 2)), e.message);
}
function ve(e) {
  this._zod.message = e;
}
var ye = {
    get: _e,
    set: ve,
    enumerable: !0,
    configurable: !0,
  },
  j = {
    value: void 0,
    enumerable: !1,
  },
  be = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]),
  M = /* @__PURE__ */ D(
    '$ZodError',
    (e, t) => {
      ((e.name = '$ZodError'), (j.value = t), Object.defineProperty(e, 'issues', j), (j.value = void 0), Object.defineProperty(e, 'message', ye));
      let n = Object.getPrototypeOf(e);
      be.has(n) ||
        (be.add(n),
        Object.defineProperty(n, 'toString', {
          configurable: !0,
          enumerable: !1,
          get() {
            let e = () => this.message;
            return (
              Object.defineProperty(this, 'toString', {
                value: e,
                configurable: !0,
                writable: !0,
              }),
              e
            );
          },
          set(e) {
            Object.defineProperty(this, 'toString', {
              value: e,
              configurable: !0,
              writable: !0,
            });
          },
        }));
    },
    void 0,
    { Parent: Error },
  ),
  xe = /* @__PURE__*/ ((e) => {
    let t = (n, r, i, a) => {
      let o = i
          ? {
              ...i,
              async: !1,
            }
          : { async: !1 },
        s = n._zod.run(
          {
            value: r,
            issues: [],
          },
          o,
        );
      if (s instanceof Promise) throw new O();
      if (s.issues.length) {
        let n = new (a?.Err ?? e)(s.issues.map((e) => x(e, o, A())));
        throw (u(n, a?.callee ?? t), n);
      }
      return s.value;
    };
    return t;
  })(M),
  Se = /* @__PURE__*/ ((e) => {
    let t = async (n, r, i, a) => {
      let o = i
          ? {
              ...i,
              async: !0,
            }
          : { async: !0 },
        s = n._zod.run(
          {
            value: r,
            issues: [],
          },
          o,
        );
      if ((s instanceof Promise && (s = await s), s.issues.length)) {
        let n = new (a?.Err ?? e)(s.issues.map((e) => x(e, o, A())));
        throw (u(n, a?.callee ?? t), n);
      }
      return s.value;
    };
    return t;
  })(M),
  Ce = /* @__PURE__*/ ((e) => (t, n, r) => {
    let i = r
        ? {
            ...r,
            async: !1,
          }
        : { async: !1 },
      a = t._zod.run(
        {
          value: n,
          issues: [],
        },
        i,
      );
    if (a instanceof Promise) throw new O();
    return a.issues.length
      ? we(e, a.issues, i)
      : {
          success: !0,
          data: a.value,
        };
  })(M);
function we(e, t, n) {
  let r;
  return {
    success: !1,
    get error() {
      return (r || ((r = new e(t.map((e) => x(e, n, A())))), (t = void 0), (n = void 0)), r);
    },
    set error(e) {
      ((r = e), (t = void 0), (n = void 0));
    },
  };
}
var Te = /* @__PURE__*/ ((e) => async (t, n, r) => {
    let i = r
        ? {
            ...r,
            async: !0,
          }
        : { async: !0 },
      a = t._zod.run(
        {
          value: n,
          issues: [],
        },
        i,
      );
    return (
      a instanceof Promise && (a = await a),
      a.issues.length
        ? we(e, a.issues, i)
        : {
            success: !0,
            data: a.value,
          }
    );
  })(M),
  Ee = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/,
  De = /^https?$/,
  Oe = /^[\s\S]{0,}$/,
  ke = /^-?\d+(?:\.\d+)?$/,
  Ae = /^(?:true|false)$/i,
  je = /^null$/i,
  N = /*@__PURE__*/ D('$ZodCheck', (e, t) => {
    var n;
    ((e._zod ??= {}), (e._zod.def = t), (n = e._zod).onattach ?? (n.onattach = []));
  }),
  Me = (e) => {
    let t = e.value;
    return !o(t) && t.length !== void 0;
  },
  P = {
    number: 'number',
    bigint: 'bigint',
    object: 'date',
  },
  Ne = /*@__PURE__*/ D('$ZodCheckLessThan', (e, t) => {
    N.init(e, t);
    let n = P[typeof t.value];
    e._zod.check = (r) => {
      (t.inclusive ? r.value <= t.value : r.value < t.value) ||
        r.issues.push({
          origin: P[typeof r.value] ?? n,
          code: 'too_big',
          maximum: typeof t.value == 'object' ? t.value.getTime() : t.value,
          input: r.value,
          inclusive: t.inclusive,
          inst: e,
          continue: !t.abort,
        });
    };
  }),
  Pe = /*@__PURE__*/ D('$ZodCheckGreaterThan', (e, t) => {
    N.init(e, t);
    let n = P[typeof t.value];
    e._zod.check = (r) => {
      (t.inclusive ? r.value >= t.value : r.value > t.value) ||
        r.issues.push({
          origin: P[typeof r.value] ?? n,
          code: 'too_small',
          minimum: typeof t.value == 'object' ? t.value.getTime() : t.value,
          input: r.value,
          inclusive: t.inclusive,
          inst: e,
          continue: !t.abort,
        });
    };
  }),
  Fe = /*@__PURE__*/ D('$ZodCheckNumberFormat', (e, t) => {
    (N.init(e, t), (t.format = t.format || 'float64'));
    let n = t.format?.includes('int'),
      r = n ? 'int' : 'number',
      [i, a] = ne[t.format];
    e._zod.check = (o) => {
      let s = o.value;
      if (n) {
        if (!Number.isInteger(s)) {
          o.issues.push({
            expected: r,
            format: t.format,
            code: 'invalid_type',
            continue: !1,
            input: s,
            inst: e,
          });
          return;
        }
        if (!Number.isSafeInteger(s)) {
          s > 0
            ? o.issues.push({
                input: s,
                code: 'too_big',
                maximum: 2 ** 53 - 1,
                note: 'Integers must be within the safe integer range.',
                inst: e,
                origin: r,
                inclusive: !0,
                continue: !t.abort,
              })
            : o.issues.push({
                input: s,
                code: 'too_small',
                minimum: -(2 ** 53 - 1),
                note: 'Integers must be within the safe integer range.',
                inst: e,
                origin: r,
                inclusive: !0,
                continue: !t.abort,
              });
          return;
        }
      }
      (s < i &&
        o.issues.push({
          origin: 'number',
          input: s,
          code: 'too_small',
          minimum: i,
          inclusive: !0,
          inst: e,
          continue: !t.abort,
        }),
        s > a &&
          o.issues.push({
            origin: 'number',
            input: s,
            code: 'too_big',
            maximum: a,
            inclusive: !0,
            inst: e,
            continue: !t.abort,
          }));
    };
  }),
  Ie = /*@__PURE__*/ D('$ZodCheckMaxLength', (e, t) => {
    var n;
    (N.init(e, t),
      (n = e._zod.def).when ?? (n.when = Me),
      (e._zod.check = (n) => {
        let r = n.value,
          i = r.length;
        if ((typeof r == 'string' && i > t.maximum ? oe(r) : i) <= t.maximum) return;
        let a = se(r);
        n.issues.push({
          origin: a,
          code: 'too_big',
          maximum: t.maximum,
          inclusive: !0,
          input: r,
          inst: e,
          continue: !t.abort,
        });
      }));
  }),
  Le = /*@__PURE__*/ D('$ZodCheckMinLength', (e, t) => {
    var n;
    (N.init(e, t),
      (n = e._zod.def).when ?? (n.when = Me),
      (e._zod.check = (n) => {
        let r = n.value,
          i = r.length;
        if ((typeof r == 'string' && i >= t.minimum && i < t.minimum * 2 ? oe(r) : i) >= t.minimum) return;
        let a = se(r);
        n.issues.push({
          origin: a,
          code: 'too_small',
          minimum: t.minimum,
          inclusive: !0,
          input: r,
          inst: e,
          continue: !t.abort,
        });
      }));
  }),
  Re = /*@__PURE__*/ D('$ZodCheckStringFormat', (e, t) => {
    var n, r;
    (N.init(e, t),
      t.pattern
        ? ((n = e._zod).check ??
          (n.check = (n) => {
            ((t.pattern.lastIndex = 0),
              t.pattern.test(n.value) ||
                n.issues.push({
                  origin: 'string',
                  code: 'invalid_format',
                  format: t.format,
                  input: n.value,
                  ...(t.pattern ? { pattern: t.pattern.toString() } : {}),
                  inst: e,
                  continue: !t.abort,
                }));
          }))
        : ((r = e._zod).check ?? (r.check = () => {})));
  }),
  ze = /*@__PURE__*/ D('$ZodCheckStartsWith', (e, t) => {
    N.init(e, t);
    let n = RegExp(`^${m(t.prefix)}.*`);
    ((t.pattern ??= n),
      (e._zod.check = (n) => {
        n.value.startsWith(t.prefix) ||
          n.issues.push({
            origin: 'string',
            code: 'invalid_format',
            format: 'starts_with',
            prefix: t.prefix,
            input: n.value,
            inst: e,
            continue: !t.abort,
          });
      }));
  }),
  Be = {
    major: 4,
    minor: 6,
    patch: 7,
  },
  F = /*@__PURE__*/ D(
    '$ZodType',
    (e, t) => {
      var n;
      ((e ??= {}), (e._zod.def = t), (e._zod.bag = e._zod.bag || {}), (e._zod.version = Be));
      let r = e._zod.def.checks,
        i = e._zod.traits.has('$ZodCheck') ? [e, ...(r ?? [])] : r?.length ? [...r] : [];
      for (let t of i) for (let n of t._zod.onattach) n(e);
      if (i.length === 0)
        ((n = e._zod).deferred ?? (n.deferred = []),
          e._zod.deferred?.push(() => {
            e._zod.run = e._zod.parse;
          }));
      else {
        let t = (t, n, r) => {
            if (t.memo) return t;
            let i = _(t),
              a;
            for (let o of n) {
              if (o._zod.def.when) {
                if (re(t) || !o._zod.def.when(t)) continue;
              } else if (i) continue;
              let n = t.issues.length,
                s = o._zod.check(t);
              if (s instanceof Promise && r?.async === !1) throw new O();
              if (a || s instanceof Promise)
                a = (a ?? Promise.resolve()).then(async () => {
                  (await s, t.issues.length !== n && (b(t.issues, n, e), (i ||= _(t, n))));
                });
              else {
                if (t.issues.length === n) continue;
                (b(t.issues, n, e), (i ||= _(t, n)));
              }
            }
            return a ? a.then(() => t) : t;
          },
          n = (n, r, a) => {
            if (_(n)) return ((n.aborted = !0), n);
            let o = t(r, i, a);
            if (o instanceof Promise) {
              if (a.async === !1) throw new O();
              return o.then((t) => e._zod.parse(t, a));
            }
            return e._zod.parse(o, a);
          };
        e._zod.run = (r, a) => {
          if (a.skipChecks) return e._zod.parse(r, a);
          if (a.direction === 'backward') {
            let t = e._zod.parse(
              {
                value: r.value,
                issues: [],
              },
              {
                ...a,
                skipChecks: !0,
              },
            );
            return t instanceof Promise ? t.then((e) => n(e, r, a)) : n(t, r, a);
          }
          let o = e._zod.parse(r, a);
          if (o instanceof Promise) {
            if (a.async === !1) throw new O();
            return o.then((e) => t(e, i, a));
          }
          return t(o, i, a);
        };
      }
    },
    {
      get '~standard'() {
        return le(this, '~standard', Ue(this));
      },
      set '~standard'(e) {
        S(this, '~standard', e);
      },
    },
  ),
  Ve = (e, t) => (e.issues.length ? { issues: e.issues.map((e) => x(e, t, A())) } : { value: e.value });
async function He(e, t) {
  let n = { async: !0 };
  return Ve(
    await e._zod.run(
      {
        value: t,
        issues: [],
      },
      n,
    ),
    n,
  );
}
function Ue(e) {
  return {
    validate: (t) => {
      let n = { async: !1 };
      try {
        let r = e._zod.run(
          {
            value: t,
            issues: [],
          },
          n,
        );
        if (!(r instanceof Promise)) return Ve(r, n);
      } catch {}
      return He(e, t);
    },
    vendor: 'zod',
    version: 1,
  };
}
var We = /*@__PURE__*/ D('$ZodString', (e, t) => {
    (F.init(e, t),
      (e._zod.pattern = t.pattern ?? Oe),
      (e._zod.parse = (n, r) => {
        if (t.coerce)
          try {
            n.value = String(n.value);
          } catch {}
        return (
          typeof n.value == 'string' ||
            n.issues.push({
              expected: 'string',
              code: 'invalid_type',
              input: n.value,
              inst: e,
            }),
          n
        );
      }));
  }),
  Ge = /*@__PURE__*/ D('$ZodStringFormat', (e, t) => {
    (Re.init(e, t), We.init(e, t));
  }),
  Ke = /*@__PURE__*/ D('$ZodEmail', (e, t) => {
    ((t.pattern ??= Ee), Ge.init(e, t));
  });
function qe(e) {
  try {
    return typeof URL < 'u' && typeof URL.canParse == 'function' ? URL.canParse(e) : (new URL(e), !0);
  } catch {
    return !1;
  }
}
function Je(e, t) {
  return !('normalize' in t) && !('hostname' in t) && !('protocol' in t) ? qe(e) || 2 : Ye(e, t);
}
function Ye(e, t) {
  if (!t.normalize && t.protocol?.source === De.source && !/^https?:\/\//i.test(e)) return 1;
  try {
    if (typeof URL < 'u') {
      let t = URL;
      if (typeof t.parse == 'function') return t.parse(e) ?? 2;
    }
    return new URL(e);
  } catch {
    return 2;
  }
}
var Xe = /[\t\n\r]/g;
function Ze(e) {
  return e.replace(Xe, '');
}
function Qe(e, t) {
  return ((t.lastIndex = 0), t.test(e.hostname));
}
function $e(e, t) {
  return ((t.lastIndex = 0), t.test(e.protocol.endsWith(':') ? e.protocol.slice(0, -1) : e.protocol));
}
var et = /*@__PURE__*/ D('$ZodURL', (e, t) => {
    (Ge.init(e, t),
      (e._zod.check = (n) => {
        try {
          let r = n.value.trim(),
            i = Je(r, t);
          if (i === 1) {
            n.issues.push({
              code: 'invalid_format',
              format: 'url',
              note: 'Invalid URL format',
              input: n.value,
              inst: e,
              continue: !t.abort,
            });
            return;
          }
          if (i === 2) {
            n.issues.push({
              code: 'invalid_format',
              format: 'url',
              input: n.value,
              inst: e,
              continue: !t.abort,
            });
            return;
          }
          if (i === !0) {
            n.value = Ze(r);
            return;
          }
          (t.hostname &&
            !Qe(i, t.hostname) &&
            n.issues.push({
              code: 'invalid_format',
              format: 'url',
              note: 'Invalid hostname',
              pattern: t.hostname.source,
              input: n.value,
              inst: e,
              continue: !t.abort,
            }),
            t.protocol &&
              !$e(i, t.protocol) &&
              n.issues.push({
                code: 'invalid_format',
                format: 'url',
                note: 'Invalid protocol',
                pattern: t.protocol.source,
                input: n.value,
                inst: e,
                continue: !t.abort,
              }),
            (n.value = t.normalize ? i.href : Ze(r)));
          return;
        } catch {
          n.issues.push({
            code: 'invalid_format',
            format: 'url',
            input: n.value,
            inst: e,
            continue: !t.abort,
          });
        }
      }));
  }),
  tt = /*@__PURE__*/ D('$ZodNumber', (e, t) => {
    (F.init(e, t),
      (e._zod.pattern = ke),
      (e._zod.parse = (n, r) => {
        if (t.coerce)
          try {
            n.value = Number(n.value);
          } catch {}
        let i = n.value;
        if (typeof i == 'number' && !Number.isNaN(i) && Number.isFinite(i)) return n;
        let a = typeof i == 'number' ? (Number.isNaN(i) ? 'NaN' : Number.isFinite(i) ? void 0 : String(i)) : void 0;
        return (
          n.issues.push({
            expected: 'number',
            code: 'invalid_type',
            input: i,
            inst: e,
            ...(a ? { received: a } : {}),
          }),
          n
        );
      }));
  }),
  nt = /*@__PURE__*/ D('$ZodNumberFormat', (e, t) => {
    (Fe.init(e, t), tt.init(e, t));
  }),
  rt = /*@__PURE__*/ D('$ZodBoolean', (e, t) => {
    (F.init(e, t),
      (e._zod.pattern = Ae),
      (e._zod.parse = (n, r) => {
        if (t.coerce)
          try {
            n.value = !!n.value;
          } catch {}
        let i = n.value;
        return (
          typeof i == 'boolean' ||
            n.issues.push({
              expected: 'boolean',
              code: 'invalid_type',
              input: i,
              inst: e,
            }),
          n
        );
      }));
  }),
  it = /*@__PURE__*/ D('$ZodNull', (e, t) => {
    (F.init(e, t),
      (e._zod.pattern = je),
      (e._zod.values = /* @__PURE__ */ new Set([null])),
      (e._zod.parse = (t, n) => {
        let r = t.value;
        return (
          r === null ||
            t.issues.push({
              expected: 'null',
              code: 'invalid_type',
              input: r,
              inst: e,
            }),
          t
        );
      }));
  }),
  at = /*@__PURE__*/ D('$ZodUnknown', (e, t) => {
    (F.init(e, t), (e._zod.parse = (e) => e));
  });
function ot(e, t) {
  let n = ie(e._zod.def.checks);
  if (!n.length) return;
  let r = Math.min(...n.map((e) => e[0])),
    i = e._zod.parse;
  e._zod.parse = (n, a) => {
    let o = t(n.value);
    if (o > r && !a?.skipChecks && a?.direction !== 'backward') {
      for (let [t, r] of ie(e._zod.def.checks))
        if (o > t && r._zod.def.when(n)) {
          let t = n.issues.length;
          return (r._zod.check(n), (n.issues[t].continue = !1), b(n.issues, t, e), n);
        }
    }
    return i(n, a);
  };
}
var st = (e) => (Array.isArray(e) ? e.length : -1);
function ct(e, t, n) {
  (e.issues.length && t.issues.push(...v(n, e.issues)), (t.value[n] = e.value));
}
var lt = /*@__PURE__*/ D('$ZodArray', (e, t) => {
  F.init(e, t);
  let n = k.memoizer;
  (n?.attach(e),
    (e._zod.parse = (r, i) => {
      let a = r.value;
      if (!Array.isArray(a))
        return (
          r.issues.push({
            expected: 'array',
            code: 'invalid_type',
            input: a,
            inst: e,
          }),
          r
        );
      r.value = n ? n.alloc(e, r, Array(a.length), i) : Array(a.length);
      let o = [],
        s = i?.abortEarly;
      for (let e = 0; e < a.length; e++) {
        let n = a[e],
          c = t.element._zod.run(
            {
              value: n,
              issues: [],
            },
            i,
          );
        if (c instanceof Promise) o.push(c.then((t) => ct(t, r, e)));
        else if ((ct(c, r, e), s && c.issues.length !== 0 && _(c))) break;
      }
      return o.length ? Promise.all(o).then(() => r) : r;
    }),
    ot(e, st));
});
function I(e, t, n, r, i, a) {
  let o = n in r,
    s = a === 'optional';
  if (o || !s || i !== 'optional') {
    if (e.issues.length) {
      if (i !== void 0 && s && !o) return;
      t.issues.push(...v(n, e.issues));
    }
    !o && i === void 0
      ? e.issues.length ||
        t.issues.push({
          code: 'invalid_type',
          expected: 'nonoptional',
          input: void 0,
          path: [n],
        })
      : e.value === void 0
        ? (o || (i === 'defaulted' && !s)) && (t.value[n] = void 0)
        : (t.value[n] = e.value);
  }
}
var ut = [];
function dt(e) {
  let t = Object.keys(e.shape),
    n = Object.getOwnPropertySymbols(e.shape),
    r = n.length ? n : ut,
    i = r.length ? [...t, ...r] : t;
  for (let t of i) if (!e.shape?.[t]?._zod?.traits?.has('$ZodType')) throw Error(`Invalid element at key "${String(t)}": expected a Zod schema`);
  let a = te(e.shape);
  return {
    ...e,
    allKeys: i,
    symbolKeys: r,
    keySet: new Set(t),
    numKeys: t.length,
    optionalKeys: new Set(a),
  };
}
function ft(e, t, n, r, i, a, o) {
  let s = [],
    c = i.keySet,
    l = i.catchall._zod,
    u = l.def.type,
    d = l.optin,
    f = l.optout,
    p = 0;
  for (let i in t) {
    if (o && n.issues.length !== p) {
      if (_(n, p)) break;
      p = n.issues.length;
    }
    if (c.has(i)) continue;
    if (i === '__proto__') {
      u === 'never' && s.push(i);
      continue;
    }
    if (u === 'never') {
      s.push(i);
      continue;
    }
    let a = l.run(
      {
        value: t[i],
        issues: [],
      },
      r,
    );
    a instanceof Promise ? e.push(a.then((e) => I(e, n, i, t, d, f))) : I(a, n, i, t, d, f);
  }
  return (
    s.length &&
      n.issues.push({
        code: 'unrecognized_keys',
        keys: s,
        input: t,
        inst: a,
        continue: !0,
      }),
    e.length ? Promise.all(e).then(() => n) : n
  );
}
var pt = /*@__PURE__*/ D('$ZodObject', (e, t) => {
  F.init(e, t);
  let n = Object.getOwnPropertyDescriptor(t, 'shape'),
    r = n?.get ? n.get.raw : (t.shape ?? {});
  if (r) {
    let e = () => {
      let n = { ...r };
      return (Object.defineProperty(t, 'shape', { value: n }), (e.raw = n), n);
    };
    ((e.raw = r), Object.defineProperty(t, 'shape', { get: e }));
  }
  let i = a(() => dt(t));
  T(e, 'propValues', (e) => {
    let t = e.def.shape,
      n = {};
    for (let e in t) {
      let r = t[e]._zod;
      if (r.values) {
        Object.prototype.hasOwnProperty.call(n, e) || c(n, e, /* @__PURE__ */ new Set());
        for (let t of r.values) n[e].add(t);
        r.optin !== void 0 && n[e].add(void 0);
      }
    }
    return n;
  });
  let o = d,
    s = t.catchall,
    l,
    u = k.memoizer;
  (u?.attach(e),
    (e._zod.parse = (t, n) => {
      l ??= i.value;
      let r = t.value;
      if (!o(r))
        return (
          t.issues.push({
            expected: 'object',
            code: 'invalid_type',
            input: r,
            inst: e,
          }),
          t
        );
      t.value = u ? u.alloc(e, t, {}, n) : {};
      let a = [],
        c = l.shape,
        d = n?.abortEarly,
        f = t.issues.length;
      for (let e of l.allKeys) {
        if (d && t.issues.length !== f) {
          if (_(t, f)) break;
          f = t.issues.length;
        }
        if (e === '__proto__') continue;
        let i = c[e],
          o = i._zod.optin,
          s = i._zod.optout,
          l = i._zod.run(
            {
              value: r[e],
              issues: [],
            },
            n,
          );
        l instanceof Promise ? a.push(l.then((n) => I(n, t, e, r, o, s))) : I(l, t, e, r, o, s);
      }
      return s ? ft(a, r, t, n, i.value, e, d === !0) : a.length ? Promise.all(a).then(() => t) : t;
    }));
});
function mt(e, t, n, r) {
  for (let n of e) if (n.issues.length === 0) return ((t.value = n.value), t);
  let i = e.filter((e) => !_(e));
  return i.length === 1
    ? ((t.value = i[0].value), i[0])
    : (t.issues.push({
        code: 'invalid_union',
        input: t.value,
        inst: n,
        errors: e.map((e) => e.issues.map((e) => x(e, r, A()))),
      }),
      t);
}
var ht = /*@__PURE__*/ D('$ZodUnion', (e, t) => {
  (F.init(e, t),
    T(e, 'optin', (e) => (e.def.options.some((e) => e._zod.optin === 'defaulted') ? 'defaulted' : e.def.options.some((e) => e._zod.optin !== void 0) ? 'optional' : void 0)),
    T(e, 'optout', (e) => (e.def.options.some((e) => e._zod.optout === 'optional') ? 'optional' : void 0)),
    T(e, 'values', (e) => {
      if (e.def.options.every((e) => e._zod.values)) return new Set(e.def.options.flatMap((e) => Array.from(e._zod.values)));
    }),
    T(e, 'pattern', (e) => {
      if (e.def.options.every((e) => e._zod.pattern)) {
        let t = e.def.options.map((e) => e._zod.pattern);
        return RegExp(`^(${t.map((e) => s(e.source)).join('|')})$`);
      }
    }));
  let n = t.options.length === 1 ? t.options[0]._zod.run : null;
  e._zod.parse = (r, i) => {
    if (n) return n(r, i);
    let a = !1,
      o = [];
    for (let e of t.options) {
      let t = e._zod.run(
        {
          value: r.value,
          issues: [],
        },
        i,
      );
      if (t instanceof Promise) (o.push(t), (a = !0));
      else {
        if (t.issues.length === 0) return t;
        o.push(t);
      }
    }
    return a ? Promise.all(o).then((t) => mt(t, r, e, i)) : mt(o, r, e, i);
  };
});
function gt(e) {
  let t = /* @__PURE__ */ new Map();
  for (let n of e.options) {
    let r = n._zod.propValues?.[e.discriminator];
    if (!r || r.size === 0) throw Error(`Invalid discriminated union option at index "${e.options.indexOf(n)}"`);
    for (let e of r)
      if (t.has(e)) {
        if (e !== void 0) throw Error(`Duplicate discriminator value "${String(e)}"`);
        t.set(e, null);
      } else t.set(e, n);
  }
  return t;
}
var _t = /*@__PURE__*/ D('$ZodDiscriminatedUnion', (e, t) => {
    ((t.inclusive = !1), ht.init(e, t));
    let n = e._zod.parse;
    (T(e, 'propValues', (e) => {
      let t = {},
        n = 0;
      for (let r of e.def.options) {
        let i = r._zod.propValues;
        if (!i || Object.keys(i).length === 0) throw Error(`Invalid discriminated union option at index "${e.def.options.indexOf(r)}"`);
        i[e.def.discriminator]?.has(void 0) && n++;
        for (let [e, n] of Object.entries(i)) {
          Object.prototype.hasOwnProperty.call(t, e) || c(t, e, /* @__PURE__ */ new Set());
          for (let r of n) t[e].add(r);
        }
      }
      return (!e.def.unionFallback && n > 1 && t[e.def.discriminator]?.delete(void 0), t);
    }),
      t.options.forEach((e, n) => {
        let r = l(e._zod.def);
        if (r && !Object.prototype.hasOwnProperty.call(r, t.discriminator)) throw Error(`Invalid discriminated union option at index "${n}"`);
      }));
    let r = a(() => gt(t));
    e._zod.parse = (i, a) => {
      let o = i.value;
      if (!d(o))
        return (
          i.issues.push({
            code: 'invalid_type',
            expected: 'object',
            input: o,
            inst: e,
          }),
          i
        );
      let s = o?.[t.discriminator],
        c = r.value.get(s);
      return c && (s !== void 0 || a.direction !== 'backward')
        ? c._zod.run(i, a)
        : t.unionFallback || a.direction === 'backward'
          ? n(i, a)
          : (i.issues.push({
              code: 'invalid_union',
              errors: [],
              note: 'No matching discriminator',
              discriminator: t.discriminator,
              options: Array.from(r.value.keys()).filter((e) => r.value.get(e) !== null),
              input: o,
              path: [t.discriminator],
              inst: e,
            }),
            i);
    };
  }),
  vt = /*@__PURE__*/ D('$ZodRecord', (e, t) => {
    F.init(e, t);
    let n = k.memoizer;
    (n?.attach(e),
      (e._zod.parse = (r, i) => {
        let a = r.value;
        if (!f(a))
          return (
            r.issues.push({
              expected: 'record',
              code: 'invalid_type',
              input: a,
              inst: e,
            }),
            r
          );
        let o = [],
          s = t.keyType._zod.values;
        if (s && !t.partial) {
          r.value = n ? n.alloc(e, r, {}, i) : {};
          let c = /* @__PURE__ */ new Set();
          for (let n of s)
            if (typeof n == 'string' || typeof n == 'number' || typeof n == 'symbol') {
              if ((c.add(typeof n == 'number' ? n.toString() : n), n === '__proto__')) continue;
              let s = t.keyType._zod.run(
                {
                  value: n,
                  issues: [],
                },
                i,
              );
              if (s instanceof Promise) throw Error('Async schemas not supported in object keys currently');
              if (s.issues.length) {
                r.issues.push({
                  code: 'invalid_key',
                  origin: 'record',
                  issues: s.issues.map((e) => x(e, i, A())),
                  input: n,
                  path: [n],
                  inst: e,
                });
                continue;
              }
              let l = s.value;
              if (l === '__proto__') continue;
              let u = t.valueType._zod.run(
                {
                  value: a[n],
                  issues: [],
                },
                i,
              );
              u instanceof Promise
                ? o.push(
                    u.then((e) => {
                      (e.issues.length && r.issues.push(...v(n, e.issues)), (r.value[l] = e.value));
                    }),
                  )
                : (u.issues.length && r.issues.push(...v(n, u.issues)), (r.value[l] = u.value));
            }
          let l;
          for (let e in a)
            if (!c.has(e)) {
              if (t.mode === 'loose') {
                if (e === '__proto__') continue;
                r.value[e] = a[e];
              } else ((l ??= []), l.push(e));
            }
          l &&
            l.length > 0 &&
            r.issues.push({
              code: 'unrecognized_keys',
              input: a,
              inst: e,
              keys: l,
              continue: !0,
            });
        } else {
          r.value = n ? n.alloc(e, r, {}, i) : {};
          let c;
          for (let n of Reflect.ownKeys(a)) {
            if (n === '__proto__' || !Object.prototype.propertyIsEnumerable.call(a, n)) continue;
            let l = t.keyType._zod.run(
              {
                value: n,
                issues: [],
              },
              i,
            );
            if (l instanceof Promise) throw Error('Async schemas not supported in object keys currently');
            if (typeof n == 'string' && ke.test(n) && l.issues.length) {
              let e = t.keyType._zod.run(
                {
                  value: Number(n),
                  issues: [],
                },
                i,
              );
              if (e instanceof Promise) throw Error('Async schemas not supported in object keys currently');
              e.issues.length === 0 && (l = e);
            }
            if (l.issues.length) {
              t.mode === 'loose'
                ? (r.value[n] = a[n])
                : s
                  ? ((c ??= []), c.push(n))
                  : r.issues.push({
                      code: 'invalid_key',
                      origin: 'record',
                      issues: l.issues.map((e) => x(e, i, A())),
                      input: n,
                      path: [n],
                      inst: e,
                    });
              continue;
            }
            let u = l.value;
            if (u === '__proto__') continue;
            let d = t.valueType._zod.run(
              {
                value: a[n],
                issues: [],
              },
              i,
            );
            d instanceof Promise
              ? o.push(
                  d.then((e) => {
                    (e.issues.length && r.issues.push(...v(n, e.issues)), (r.value[u] = e.value));
                  }),
                )
              : (d.issues.length && r.issues.push(...v(n, d.issues)), (r.value[u] = d.value));
          }
          c &&
            c.length > 0 &&
            r.issues.push({
              code: 'unrecognized_keys',
              input: a,
              inst: e,
              keys: c,
              continue: !0,
            });
        }
        return o.length ? Promise.all(o).then(() => r) : r;
      }));
  }),
  yt = /*@__PURE__*/ D('$ZodEnum', (e, t) => {
    F.init(e, t);
    let r = n(t.entries),
      i = new Set(r);
    ((e._zod.values = i),
      T(e, 'pattern', (e) => {
        let t = n(e.def.entries).filter((e) => ee.has(typeof e));
        return RegExp(t.length ? `^(${t.map((e) => m(e.toString())).join('|')})$` : '^[^\\s\\S]$');
      }),
      (e._zod.parse = (t, n) => {
        let a = t.value;
        return (
          i.has(a) ||
            t.issues.push({
              code: 'invalid_value',
              values: r,
              input: a,
              inst: e,
            }),
          t
        );
      }));
  }),
  bt = /*@__PURE__*/ D('$ZodLiteral', (e, t) => {
    F.init(e, t);
    let n = new Set(t.values);
    ((e._zod.values = n),
      T(e, 'pattern', (e) => {
        let t = e.def.values;
        return RegExp(t.length ? `^(${t.map((e) => (typeof e == 'string' ? m(e) : e ? m(e.toString()) : String(e))).join('|')})$` : '^[^\\s\\S]$');
      }),
      (e._zod.parse = (r, i) => {
        let a = r.value;
        return (
          n.has(a) ||
            r.issues.push({
              code: 'invalid_value',
              values: t.values,
              input: a,
              inst: e,
            }),
          r
        );
      }));
  });
function xt(e, t) {
  return ((e.value = t.issues.length ? void 0 : t.value), e);
}
var St = /*@__PURE__*/ D('$ZodOptional', (e, t) => {
    (F.init(e, t),
      T(e, 'optin', (e) => (e.def.innerType._zod.optin === 'defaulted' ? 'defaulted' : 'optional')),
      (e._zod.optout = 'optional'),
      T(e, 'values', (e) => {
        let t = e.def.innerType._zod.values;
        return t ? /* @__PURE__ */ new Set([...t, void 0]) : void 0;
      }),
      T(e, 'pattern', (e) => {
        let t = e.def.innerType._zod.pattern;
        return t ? RegExp(`^(${s(t.source)})?$`) : void 0;
      }),
      (e._zod.parse = (e, n) => {
        if (e.value === void 0) {
          if (t.innerType._zod.optin !== 'defaulted') return e;
          let r = t.innerType._zod.run(
            {
              value: e.value,
              issues: [],
            },
            n,
          );
          return r instanceof Promise ? r.then((t) => xt(e, t)) : xt(e, r);
        }
        return t.innerType._zod.run(e, n);
      }));
  }),
  Ct = /*@__PURE__*/ D('$ZodDefault', (e, t) => {
    (F.init(e, t),
      (e._zod.optin = 'defaulted'),
      T(e, 'values', (e) => e.def.innerType._zod.values),
      (e._zod.parse = (e, n) => {
        if (n.direction === 'backward') return t.innerType._zod.run(e, n);
        if (e.value === void 0) return ((e.value = t.defaultValue), e);
        let r = t.innerType._zod.run(e, n);
        return r instanceof Promise ? r.then((e) => wt(e, t)) : wt(r, t);
      }));
  });
function wt(e, t) {
  return (e.value === void 0 && (e.value = t.defaultValue), e);
}
// node_modules/zod/v4/core/api.js
function Tt(e) {
  return ((e.checks &&= [...e.checks]), e);
}
// @__NO_SIDE_EFFECTS__
function Et(e, t) {
  return new e(
    Tt({
      type: 'string',
      ...g(t),
    }),
  );
}
// @__NO_SIDE_EFFECTS__
function Dt(e, t) {
  return new e({
    type: 'string',
    format: 'email',
    check: 'string_format',
    abort: !1,
    ...g(t),
  });
}
// @__NO_SIDE_EFFECTS__
function Ot(e, t) {
  return new e({
    type: 'string',
    format: 'url',
    check: 'string_format',
    abort: !1,
    ...g(t),
  });
}
// @__NO_SIDE_EFFECTS__
function kt(e, t) {
  return new e(
    Tt({
      type: 'number',
      checks: [],
      ...g(t),
    }),
  );
}
// @__NO_SIDE_EFFECTS__
function At(e, t) {
  return new e({
    type: 'number',
    check: 'number_format',
    abort: !1,
    format: 'safeint',
    ...g(t),
  });
}
// @__NO_SIDE_EFFECTS__
function jt(e, t) {
  return new e({
    type: 'boolean',
    ...g(t),
  });
}
// @__NO_SIDE_EFFECTS__
function Mt(e, t) {
  return new e({
    type: 'null',
    ...g(t),
  });
}
// @__NO_SIDE_EFFECTS__
function Nt(e) {
  return new e({ type: 'unknown' });
}
// @__NO_SIDE_EFFECTS__
function Pt(e, t) {
  return new Ne({
    check: 'less_than',
    ...g(t),
    value: e,
    inclusive: !0,
  });
}
// @__NO_SIDE_EFFECTS__
function Ft(e, t) {
  return new Pe({
    check: 'greater_than',
    ...g(t),
    value: e,
    inclusive: !0,
  });
}
// @__NO_SIDE_EFFECTS__
function It(e) {
  return /* @__PURE__ */ Ft(0, e);
}
// @__NO_SIDE_EFFECTS__
function L(e, t) {
  return new Ie({
    check: 'max_length',
    ...g(t),
    maximum: e,
  });
}
// @__NO_SIDE_EFFECTS__
function R(e, t) {
  return new Le({
    check: 'min_length',
    ...g(t),
    minimum: e,
  });
}
// @__NO_SIDE_EFFECTS__
function Lt(e, t) {
  return new ze({
    check: 'string_format',
    format: 'starts_with',
    ...g(t),
    prefix: e,
  });
}
// node_modules/zod/v4/mini/schemas.js
var z = /*@__PURE__*/ D(
    'ZodMiniType',
    (e, t) => {
      if (!e._zod) throw Error('Uninitialized schema in ZodMiniType.');
      (F.init(e, t), (e.def = t), (e.type = t.type));
    },
    {
      get with() {
        return this.check;
      },
      set with(e) {
        S(this, 'with', e);
      },
      parse(e, t) {
        return xe(this, e, t, { callee: this.parse });
      },
      parseAsync(e, t) {
        return Se(this, e, t, { callee: this.parseAsync });
      },
      safeParse(e, t) {
        return Ce(this, e, t);
      },
      safeParseAsync(e, t) {
        return Te(this, e, t);
      },
      check(...e) {
        let t = this.def;
        return this.clone(
          {
            ...t,
            checks: [
              ...(t.checks ?? []),
              ...e.map((e) =>
                typeof e == 'function'
                  ? {
                      _zod: {
                        check: e,
                        def: { check: 'custom' },
                        onattach: [],
                      },
                    }
                  : e,
              ),
            ],
          },
          { parent: !0 },
        );
      },
      clone(e, t) {
        return h(this, e, t);
      },
      brand() {
        return this;
      },
      register(e, t) {
        return (e.add(this, t), this);
      },
      apply(e, ...t) {
        return t.length === 0 ? e(this) : e(this, ...t);
      },
    },
  ),
  Rt = /*@__PURE__*/ D('ZodMiniString', (e, t) => {
    (We.init(e, t), z.init(e, t));
  });
// @__NO_SIDE_EFFECTS__
function B(e) {
  return /* @__PURE__ */ Et(Rt, e);
}
var zt = /*@__PURE__*/ D('ZodMiniStringFormat', (e, t) => {
    (Ge.init(e, t), Rt.init(e, t));
  }),
  Bt = /*@__PURE__*/ D('ZodMiniEmail', (e, t) => {
    (Ke.init(e, t), zt.init(e, t));
  });
// @__NO_SIDE_EFFECTS__
function Vt(e) {
  return /* @__PURE__ */ Dt(Bt, e);
}
var Ht = /*@__PURE__*/ D('ZodMiniURL', (e, t) => {
  (et.init(e, t), zt.init(e, t));
});
// @__NO_SIDE_EFFECTS__
function Ut(e) {
  return /* @__PURE__ */ Ot(Ht, e);
}
var Wt = /*@__PURE__*/ D('ZodMiniNumber', (e, t) => {
  (tt.init(e, t), z.init(e, t));
});
// @__NO_SIDE_EFFECTS__
function Gt(e) {
  return /* @__PURE__ */ kt(Wt, e);
}
var Kt = /*@__PURE__*/ D('ZodMiniNumberFormat', (e, t) => {
  (nt.init(e, t), Wt.init(e, t));
});
function V(e) {
  return /* @__PURE__ */ At(Kt, e);
}
var qt = /*@__PURE__*/ D('ZodMiniBoolean', (e, t) => {
  (rt.init(e, t), z.init(e, t));
});
// @__NO_SIDE_EFFECTS__
function H(e) {
  return /* @__PURE__ */ jt(qt, e);
}
var Jt = /*@__PURE__*/ D('ZodMiniNull', (e, t) => {
  (it.init(e, t), z.init(e, t));
});
// @__NO_SIDE_EFFECTS__
function Yt(e) {
  return /* @__PURE__ */ Mt(Jt, e);
}
var Xt = /*@__PURE__*/ D('ZodMiniUnknown', (e, t) => {
  (at.init(e, t), z.init(e, t));
});
// @__NO_SIDE_EFFECTS__
function U() {
  return /* @__PURE__ */ Nt(Xt);
}
var Zt = /*@__PURE__*/ D('ZodMiniArray', (e, t) => {
  (lt.init(e, t), z.init(e, t));
});
// @__NO_SIDE_EFFECTS__
function W(e, t) {
  return new Zt({
    type: 'array',
    element: e,
    ...g(t),
  });
}
var Qt = /*@__PURE__*/ D('ZodMiniObject', (e, t) => {
  (pt.init(e, t), z.init(e, t), pe(e, 'shape', (e) => e._zod.def.shape, !1));
});
// @__NO_SIDE_EFFECTS__
function G(e, t) {
  return new Qt({
    type: 'object',
    shape: e ?? {},
    ...g(t),
  });
}
// @__NO_SIDE_EFFECTS__
function $t(e, t) {
  return new Qt({
    type: 'object',
    shape: e,
    catchall: /* @__PURE__ */ U(),
    ...g(t),
  });
}
var en = /*@__PURE__*/ D('ZodMiniUnion', (e, t) => {
  (ht.init(e, t), z.init(e, t));
});
// @__NO_SIDE_EFFECTS__
function tn(e, t) {
  return new en({
    type: 'union',
    options: e,
    ...g(t),
  });
}
var nn = /*@__PURE__*/ D('ZodMiniDiscriminatedUnion', (e, t) => {
  (_t.init(e, t), z.init(e, t));
});
// @__NO_SIDE_EFFECTS__
function K(e, t, n) {
  return new nn({
    type: 'union',
    options: t,
    discriminator: e,
    ...g(n),
  });
}
var rn = /*@__PURE__*/ D('ZodMiniRecord', (e, t) => {
  (vt.init(e, t), z.init(e, t));
});
// @__NO_SIDE_EFFECTS__
function an(e, t, n) {
  return !t || !t._zod
    ? new rn({
        type: 'record',
        keyType: /* @__PURE__ */ B(),
        valueType: e,
        ...g(t),
      })
    : new rn({
        type: 'record',
        keyType: e,
        valueType: t,
        ...g(n),
      });
}
var on = /*@__PURE__*/ D('ZodMiniEnum', (e, t) => {
  (yt.init(e, t), z.init(e, t), (e.options = [...e._zod.values]));
});
// @__NO_SIDE_EFFECTS__
function sn(e, t) {
  return new on({
    type: 'enum',
    entries: Array.isArray(e) ? Object.fromEntries(e.map((e) => [e, e])) : e,
    ...g(t),
  });
}
var cn = /*@__PURE__*/ D('ZodMiniLiteral', (e, t) => {
  (bt.init(e, t), z.init(e, t));
});
// @__NO_SIDE_EFFECTS__
function q(e, t) {
  return new cn({
    type: 'literal',
    values: Array.isArray(e) ? e : [e],
    ...g(t),
  });
}
var ln = /*@__PURE__*/ D('ZodMiniOptional', (e, t) => {
  (St.init(e, t), z.init(e, t));
});
// @__NO_SIDE_EFFECTS__
function J(e) {
  return new ln({
    type: 'optional',
    innerType: e,
  });
}
var un = /*@__PURE__*/ D('ZodMiniDefault', (e, t) => {
  (Ct.init(e, t), z.init(e, t));
});
// @__NO_SIDE_EFFECTS__
function dn(e, t) {
  return new un({
    type: 'default',
    innerType: e,
    get defaultValue() {
      return typeof t == 'function' ? t() : p(t);
    },
  });
}
// shared/zod-mini-jitless.ts
A({ jitless: !0 });
// packages/bridge/src/protocol.ts
var Y = /* @__PURE__ */ B().check(/* @__PURE__ */ Lt('/'), /* @__PURE__ */ L(2048)),
  fn = /* @__PURE__ */ K('type', [
    /* @__PURE__ */ G({
      type: /* @__PURE__ */ q('navigate'),
      pathname: Y,
      replace: /* @__PURE__ */ J(/* @__PURE__ */ H()),
    }),
    /* @__PURE__ */ G({
      type: /* @__PURE__ */ q('preload'),
      pathname: Y,
    }),
    /* @__PURE__ */ G({
      type: /* @__PURE__ */ q('route'),
      pathname: Y,
    }),
    /* @__PURE__ */ G({ type: /* @__PURE__ */ q('refresh_installed_apps') }),
    /* @__PURE__ */ G({
      type: /* @__PURE__ */ q('cart_updated'),
      cart: /* @__PURE__ */ $t({ id: /* @__PURE__ */ B().check(/* @__PURE__ */ R(1)) }),
    }),
    /* @__PURE__ */ G({ type: /* @__PURE__ */ q('refresh_cart') }),
    /* @__PURE__ */ G({
      type: /* @__PURE__ */ q('refresh_subscription_info'),
      omitCache: /* @__PURE__ */ J(/* @__PURE__ */ H()),
    }),
  ]),
  pn = {
    appId: /* @__PURE__ */ tn([/* @__PURE__ */ B(), /* @__PURE__ */ Gt()]),
    slug: /* @__PURE__ */ J(/* @__PURE__ */ B()),
  },
  mn = ['register_transaction_pending', 'success', 'failure', 'transaction_declined', 'accepted', 'failed', 'check_onboarding', 'update_billing_cycle'],
  hn = /* @__PURE__ */ K('type', [
    /* @__PURE__ */ G({ type: /* @__PURE__ */ q('loaded') }),
    /* @__PURE__ */ G({
      type: /* @__PURE__ */ q('navigate'),
      pathname: Y,
    }),
    /* @__PURE__ */ G({
      type: /* @__PURE__ */ q('preload'),
      pathname: Y,
    }),
    /* @__PURE__ */ G({
      type: /* @__PURE__ */ q('route_change'),
      pathname: Y,
      search: /* @__PURE__ */ dn(/* @__PURE__ */ B().check(/* @__PURE__ */ L(2048)), ''),
      title: /* @__PURE__ */ J(/* @__PURE__ */ B()),
    }),
    /* @__PURE__ */ G({
      type: /* @__PURE__ */ q('app_installed'),
      ...pn,
    }),
    /* @__PURE__ */ G({
      type: /* @__PURE__ */ q('app_removed'),
      ...pn,
    }),
    /* @__PURE__ */ G({
      type: /* @__PURE__ */ q('app_purchased'),
      ...pn,
    }),
    /* @__PURE__ */ G({
      type: /* @__PURE__ */ q('cart_purchased'),
      cartId: /* @__PURE__ */ B(),
    }),
    /* @__PURE__ */ G({
      type: /* @__PURE__ */ q('cart_updated'),
      cartId: /* @__PURE__ */ B(),
      itemsCount: V().check(/* @__PURE__ */ It()),
    }),
    /* @__PURE__ */ G({
      type: /* @__PURE__ */ q('marketplace_cart_update'),
      cartId: /* @__PURE__ */ B(),
      itemsCount: V().check(/* @__PURE__ */ It()),
    }),
    /* @__PURE__ */ G({ type: /* @__PURE__ */ q('refresh_installed_apps') }),
    /* @__PURE__ */ G({ type: /* @__PURE__ */ q('refresh_cart') }),
    /* @__PURE__ */ G({
      type: /* @__PURE__ */ q('refresh_subscription_info'),
      omitCache: /* @__PURE__ */ J(/* @__PURE__ */ H()),
    }),
    /* @__PURE__ */ G({
      type: /* @__PURE__ */ q('mailto'),
      address: /* @__PURE__ */ Vt(),
      subject: /* @__PURE__ */ J(/* @__PURE__ */ B()),
    }),
    /* @__PURE__ */ G({
      type: /* @__PURE__ */ q('navigation_request'),
      url: /* @__PURE__ */ Ut({ protocol: /^https?$/ }).check(/* @__PURE__ */ L(2048)),
      destination: /* @__PURE__ */ sn(['app', 'app_settings', 'subscription', 'other']),
    }),
    /* @__PURE__ */ G({
      type: /* @__PURE__ */ q('breadcrumbs'),
      items: /* @__PURE__ */ W(
        /* @__PURE__ */ G({
          label: /* @__PURE__ */ B(),
          pathname: Y,
        }),
      ).check(/* @__PURE__ */ L(10)),
    }),
    /* @__PURE__ */ G({
      type: /* @__PURE__ */ q('credentials'),
      refused: /* @__PURE__ */ J(/* @__PURE__ */ q(!0)),
    }),
    /* @__PURE__ */ G({
      type: /* @__PURE__ */ q('analytics'),
      name: /* @__PURE__ */ B().check(/* @__PURE__ */ R(1), /* @__PURE__ */ L(100)),
      properties: /* @__PURE__ */ J(
        /* @__PURE__ */ an(
          /* @__PURE__ */ B().check(/* @__PURE__ */ L(100)),
          /* @__PURE__ */ tn([/* @__PURE__ */ B().check(/* @__PURE__ */ L(2048)), /* @__PURE__ */ Gt(), /* @__PURE__ */ H(), /* @__PURE__ */ Yt()]),
        ),
      ),
    }),
    /* @__PURE__ */ G({
      type: /* @__PURE__ */ q('billing'),
      event: /* @__PURE__ */ sn(mn),
      chargeId: /* @__PURE__ */ J(/* @__PURE__ */ B()),
      detail: /* @__PURE__ */ J(/* @__PURE__ */ B()),
    }),
  ]);
/* @__PURE__ */ B().check(/* @__PURE__ */ R(1));
var X = {
    InvalidMessage: 'BRIDGE_INVALID_MESSAGE',
    OriginNotAllowed: 'BRIDGE_ORIGIN_NOT_ALLOWED',
    ConnectionTimeout: 'BRIDGE_CONNECTION_TIMEOUT',
    CallTimeout: 'BRIDGE_CALL_TIMEOUT',
    Destroyed: 'BRIDGE_DESTROYED',
  },
  Z = class extends Error {
    code;
    constructor(e, t) {
      (super(t), (this.name = 'BridgeError'), (this.code = e));
    }
  };
// packages/bridge/src/guards.ts
function gn(e) {
  let t = fn.safeParse(e);
  if (!t.success) throw new Z(X.InvalidMessage, `Invalid host event: ${t.error.message}`);
  return t.data;
}
function _n(e) {
  let t = hn.safeParse(e);
  if (!t.success) throw new Z(X.InvalidMessage, `Invalid marketplace message: ${t.error.message}`);
  return t.data;
}
// packages/bridge/src/listeners.ts
function vn() {
  let e = /* @__PURE__ */ new Set();
  return {
    add(t) {
      return (e.add(t), () => e.delete(t));
    },
    each(t) {
      for (let n of [...e]) t(n);
    },
    get size() {
      return e.size;
    },
    first() {
      return e.values().next().value;
    },
    clear() {
      e.clear();
    },
  };
}
// packages/bridge/src/window-messenger.ts
var Q = {
    namespace: /* @__PURE__ */ q('penpal'),
    channel: /* @__PURE__ */ J(/* @__PURE__ */ B().check(/* @__PURE__ */ L(200))),
  },
  yn = /* @__PURE__ */ W(/* @__PURE__ */ B().check(/* @__PURE__ */ L(100))).check(/* @__PURE__ */ R(1), /* @__PURE__ */ L(10)),
  bn = /* @__PURE__ */ K('type', [
    /* @__PURE__ */ G({
      ...Q,
      type: /* @__PURE__ */ q('SYN'),
      participantId: /* @__PURE__ */ B().check(/* @__PURE__ */ R(1), /* @__PURE__ */ L(100)),
      protocol: /* @__PURE__ */ J(V().check(/* @__PURE__ */ Ft(1), /* @__PURE__ */ Pt(1e3))),
    }),
    /* @__PURE__ */ G({
      ...Q,
      type: /* @__PURE__ */ q('ACK1'),
      methodPaths: /* @__PURE__ */ W(yn).check(/* @__PURE__ */ L(50)),
    }),
    /* @__PURE__ */ G({
      ...Q,
      type: /* @__PURE__ */ q('ACK2'),
    }),
    /* @__PURE__ */ G({
      ...Q,
      type: /* @__PURE__ */ q('CALL'),
      id: /* @__PURE__ */ B().check(/* @__PURE__ */ R(1), /* @__PURE__ */ L(100)),
      methodPath: yn,
      args: /* @__PURE__ */ W(/* @__PURE__ */ U()).check(/* @__PURE__ */ L(10)),
    }),
    /* @__PURE__ */ G({
      ...Q,
      type: /* @__PURE__ */ q('REPLY'),
      callId: /* @__PURE__ */ B().check(/* @__PURE__ */ R(1), /* @__PURE__ */ L(100)),
      value: /* @__PURE__ */ U(),
      isError: /* @__PURE__ */ J(/* @__PURE__ */ H()),
      isSerializedErrorInstance: /* @__PURE__ */ J(/* @__PURE__ */ H()),
    }),
    /* @__PURE__ */ G({
      ...Q,
      type: /* @__PURE__ */ q('DESTROY'),
    }),
  ]);
function xn(e, t, n = () => void 0, r = {}) {
  let i = r.self ?? window,
    a = /* @__PURE__ */ new Set(),
    o = null,
    s = null,
    c = null,
    l = !1,
    u = null,
    d = (e) => {
      for (let t of [...a]) t(e);
    },
    f = () => {
      c !== null && (c.removeEventListener('message', p), c.close(), (c = null), (l = !1));
    };
  function p(e) {
    let t = o ?? 'null';
    if (!bn.safeParse(e.data).success || !s?.(e.data)) return n('shape', t);
    ((l = !0), d(e.data));
  }
  let ee = (e, t) => {
      (f(), (c = e), (l = t), c.addEventListener('message', p), c.start());
    },
    m = (r) => {
      if (r.source !== e) return n('source', r.origin);
      if (!t.includes(r.origin)) return n('origin', r.origin);
      let i = bn.safeParse(r.data);
      if (!i.success || !s?.(r.data)) return n('shape', r.origin);
      if (i.data.type === 'SYN' || o === null) o = r.origin;
      else if (r.origin !== o) return n('origin', r.origin);
      i.data.type === 'SYN' && (f(), (u = i.data.protocol ?? 1));
      let a = r.ports?.[0];
      (i.data.type === 'ACK2' && a !== void 0 && ee(a, !0), d(r.data));
    },
    h = (n, i) => {
      let a = o === null ? (n.type === 'SYN' ? (r.initialOrigins ?? t) : []) : [o];
      for (let t of a) i === void 0 ? e.postMessage(n, t) : e.postMessage(n, t, i);
    };
  return {
    initialize({ validateReceivedMessage: e }) {
      ((s = e), i.addEventListener('message', m));
    },
    sendMessage(e) {
      if (e.type === 'SYN')
        return h({
          ...e,
          protocol: 2,
        });
      if (e.type === 'ACK2' && o !== null) {
        let t = new MessageChannel();
        return (ee(t.port1, !1), (l = u !== null && u >= 2), h(e, [t.port2]));
      }
      if (c !== null && l && e.type !== 'ACK1') return c.postMessage(e);
      h(e);
    },
    addMessageHandler: (e) => void a.add(e),
    removeMessageHandler: (e) => void a.delete(e),
    destroy() {
      (i.removeEventListener('message', m), f(), a.clear());
    },
  };
}
function Sn(e) {
  return new Z(X.ConnectionTimeout, `The ${e} did not answer in time`);
}
async function Cn(t, n, r) {
  try {
    return await n(new e({ timeout: r }));
  } catch (e) {
    throw e instanceof Error && 'code' in e && e.code === 'METHOD_CALL_TIMEOUT' ? new Z(X.CallTimeout, `The ${t} did not answer the message in time`) : e;
  }
}
function wn(e, t, n) {
  try {
    return e(t);
  } catch (e) {
    throw (n?.('shape', 'penpal'), e);
  }
}
function Tn(e) {
  let n = vn(),
    r = t({
      messenger: e.messenger,
      methods: {
        async marketplaceMessage(t) {
          let r = wn(_n, t, e.onDropped),
            i = [];
          n.each((e) => i.push(e(r)));
          let a;
          for (let e of i) {
            let t = await e;
            t !== void 0 && a === void 0 && (a = t);
          }
          return a;
        },
      },
      timeout: e.timeout ?? 1e4,
    }),
    i = r.promise.catch((e) => {
      throw e instanceof Error && 'code' in e && e.code === 'CONNECTION_TIMEOUT' ? Sn('marketplace') : e;
    });
  return {
    end: {
      async send(t) {
        let n = gn(t),
          r = await i;
        await Cn('marketplace', (e) => r.hostEvent(n, e), e.callTimeout ?? 1e4);
      },
      onMarketplaceMessage: (e) => n.add(e),
      destroy: () => r.destroy(),
    },
    connected: i.then(() => void 0),
  };
}
function En(e, t, n) {
  return xn(e, t, n);
}
// packages/domain/src/constants.ts
var Dn = '/marketplace',
  On = '/apps/marketplace';
// packages/domain/src/agent-app-paths.ts
function kn(e) {
  let t = e.search(/[?#]/),
    n = t === -1 ? e : e.slice(0, t),
    r = t === -1 ? '' : e.slice(t),
    i = n;
  return (i === '/apps/marketplace' || i.startsWith('/apps/marketplace/') ? (i = i.slice(On.length)) : (i === '/apps' || i === '/apps/') && (i = ''), `${i === '' ? '/' : i}${r}`);
}
// packages/host-sdk/src/paths.ts
function An(e) {
  return (e.startsWith('/') ? e : `/${e}`).replace(/\/+$/, '');
}
function jn(e, t) {
  return t === 'framed' ? kn(e) : e === '/marketplace' ? '/' : e.startsWith('/marketplace/') ? e.slice(Dn.length) : e;
}
function Mn(e, t) {
  let n = t === 'framed' ? On : Dn;
  return e === '/marketplace' || e === n || e.startsWith(`${n}/`);
}
function Nn(e, t, n = '') {
  return `${An(e)}${t.startsWith('/') ? t : `/${t}`}${n}`;
}
function Pn(e, t) {
  let n = An(e);
  return n === '' ? t || '/' : t !== n && !t.startsWith(`${n}/`) ? null : t.slice(n.length) || '/';
}
// packages/host-sdk/src/core.ts
function Fn(e, t, n) {
  let r = /* @__PURE__ */ new Map(),
    i = (e, t) => {
      let n = r.get(e) ?? /* @__PURE__ */ new Set();
      return (n.add(t), r.set(e, n), () => void n.delete(t));
    },
    a = (t, n) => {
      for (let i of [...(r.get(t) ?? [])])
        try {
          i(n);
        } catch (t) {
          (e.logger ?? console).error(t);
        }
    };
  for (let [t, n] of Object.entries(e.listeners ?? {})) n && i(t, n);
  let o = !1,
    s = null,
    c = null,
    l = (t) => {
      let r = () => {
          t.destination === 'marketplace' && c
            ? c({
                type: 'navigate',
                pathname: t.path ?? '/',
              }).catch(() => void 0)
            : n.assign(t.url);
        },
        i = {
          ...t,
          follow: r,
        };
      e.onNavigate?.(i) !== !1 && r();
    },
    u = async (t) => {
      if (!e.credentials) return null;
      let n = await e.credentials({ refused: t });
      return n && typeof n.token == 'string' && n.token !== '' ? { token: n.token } : null;
    };
  return {
    async handle(r) {
      let i = r;
      if (i.type === 'loaded') {
        if (o) return;
        o = !0;
      }
      if (i.type === 'route_change') {
        let n = jn(i.pathname, t),
          r = `${n}${i.search}`;
        r !== s &&
          ((s = r),
          a('route', {
            path: n,
            search: i.search,
            hostPath: Nn(e.basePath, n, i.search),
            ...(i.title ? { title: i.title } : {}),
          }));
      }
      if ((a(i.type, i), i.type === 'credentials')) return u(i.refused === !0);
      if (
        (i.type === 'navigation_request' &&
          l({
            destination: i.destination,
            url: i.url,
          }),
        i.type === 'navigate')
      ) {
        if (Mn(i.pathname, t)) {
          let r = jn(i.pathname, t);
          l({
            destination: 'marketplace',
            path: r,
            url: `${n.origin}${Nn(e.basePath, r)}`,
          });
        } else
          l({
            destination: 'other',
            url: `${n.origin}${i.pathname}`,
          });
      }
    },
    reset() {
      ((o = !1), (s = null));
    },
    api(e, t, n) {
      let a = async (n) => {
        await t;
        let r = e();
        if (r === null)
          throw Object.assign(/* @__PURE__ */ Error('The marketplace was removed'), {
            name: 'BridgeError',
            code: 'BRIDGE_DESTROYED',
          });
        await r.send(n);
      };
      return (
        (c = a),
        {
          ready: t,
          send: a,
          navigate: (e, t) =>
            a({
              type: 'navigate',
              pathname: e.startsWith('/') ? e : `/${e}`,
              ...(t?.replace ? { replace: !0 } : {}),
            }),
          on: (e, t) => i(e, t),
          destroy() {
            (r.clear(), n());
          },
        }
      );
    },
  };
}
// packages/host-sdk/src/diagnose.ts
var $ = 'MARKETPLACE_EMBEDDERS';
async function In(e) {
  let t = e.fetch ?? fetch,
    n = `${e.pageOrigin}=${e.product}`,
    r = await t(`${e.platformOrigin}/v2/embedding`, { credentials: 'omit' })
      .then(async (e) => (e.ok ? await e.json() : null))
      .catch(() => null);
  return r === null
    ? {
        layer: 'CORS',
        message: `[marketplace] ${e.platformOrigin} could not be reached from ${e.pageOrigin} (network, or its CORS refused this origin). If it is up, add "${n}" to ${$} on the marketplace's server.`,
      }
    : r.registered === !0
      ? r.product === e.product
        ? {
            layer: 'bridge handshake',
            message: `[marketplace] ${e.pageOrigin} is registered (${$}), but the marketplace did not answer in time: check that the frame shows ${e.platformOrigin} and that nothing (a sandbox attribute, an extension, a CSP frame-src of this page) blocks it.`,
          }
        : {
            layer: 'bridge allow list',
            message: `[marketplace] ${e.pageOrigin} is registered for ${String(r.product)}, not ${e.product}: the bridge's allow list refused it. Change its entry in ${$} to "${n}", or embed ${String(r.product)}.`,
          }
      : {
          layer: 'frame-ancestors',
          message: `[marketplace] ${e.pageOrigin} is not a registered embedder: the framed page's frame-ancestors, the bridge's allow list and CORS of the API and of the remote's assets refuse it. Add "${n}" to ${$} on the marketplace's server.`,
        };
}
// packages/host-sdk/src/framed.ts
var Ln = 'marketplace-framed';
function Rn(e, t) {
  let n = new URL(`/marketplace${t.startsWith('/') ? t : `/${t}`}`, e.marketplaceOrigin);
  return (n.searchParams.set('framed', '1'), n.searchParams.set('host-navigation', '1'), e.hostChrome && n.searchParams.set('host-chrome', '1'), n.toString());
}
function zn(e) {
  let t = e.logger ?? console,
    n = new URL(e.marketplaceOrigin).origin,
    r = Fn(e, 'framed', {
      assign: (e) => window.location.assign(e),
      origin: window.location.origin,
    }),
    i = e.path ?? `${Pn(e.basePath, window.location.pathname) ?? '/'}${window.location.search}`,
    a = document.createElement('iframe');
  ((a.title = e.title ?? 'Marketplace'), (a.name = Ln), (a.src = Rn(e, i)), (a.style.cssText = 'border:0;width:100%;height:100%;display:block'));
  let o = null,
    s = !1,
    c = null,
    l = new Promise(
      (e, t) =>
        (c = {
          resolve: e,
          reject: t,
        }),
    );
  l.catch(() => void 0);
  let u = () => {
    if ((o?.destroy(), (o = null), s || a.contentWindow === null)) return;
    r.reset();
    let i = Tn({
        messenger: En(a.contentWindow, [n]),
        ...(e.timeoutMs === void 0
          ? {}
          : {
              timeout: e.timeoutMs,
              callTimeout: e.timeoutMs,
            }),
      }),
      l = i.end;
    ((o = l),
      l.onMarketplaceMessage((e) => r.handle(e)),
      i.connected.then(
        () => c?.resolve(),
        async (r) => {
          if (o !== l || s) return;
          let i = await In({
            platformOrigin: n,
            product: e.product ?? 'livechat',
            pageOrigin: window.location.origin,
          });
          (t.error(i.message), c?.reject(r instanceof Z ? r : new Z(X.ConnectionTimeout, String(r))));
        },
      ));
  };
  a.addEventListener('load', u);
  let d = !0,
    f =
      e.history === !1
        ? () => void 0
        : r
            .api(
              () => o,
              l,
              () => void 0,
            )
            .on('route', (e) => {
              (`${window.location.pathname}${window.location.search}` !== e.hostPath && window.history[d ? 'replaceState' : 'pushState'](null, '', e.hostPath), (d = !1));
            }),
    p = () => {
      let t = Pn(e.basePath, window.location.pathname);
      t !== null &&
        o
          ?.send({
            type: 'navigate',
            pathname: `${t}${window.location.search}`,
            replace: !0,
          })
          .catch(() => void 0);
    };
  return (
    e.history !== !1 && window.addEventListener('popstate', p),
    e.container.replaceChildren(a),
    r.api(
      () => o,
      l,
      () => {
        ((s = !0),
          f(),
          window.removeEventListener('popstate', p),
          a.removeEventListener('load', u),
          o?.destroy(),
          (o = null),
          a.remove(),
          c?.reject(new Z(X.Destroyed, 'The marketplace was removed')));
      },
    )
  );
}
export { Ln as FRAME_NAME, zn as embedFramedMarketplace };
